import { startPaytrailStandIn } from './stand-in.ts';

// The Paytrail stand-in as a process of its own, for the browser tests (playwright.config.ts):
// `node tests/support/paytrail/serve-stand-in.ts` with PAYTRAIL_STAND_IN_PORT, the merchant id
// and secret key the portal is given, and PORTAL_NOW so its timestamps follow the portal's
// pinned clock (which advances with real time from the pinned instant, like src/server/clock.ts).

const pinned = process.env['PORTAL_NOW'];
const offset = pinned ? Date.parse(pinned) - Date.now() : 0;

const standIn = await startPaytrailStandIn({
  merchantId: process.env['PAYTRAIL_MERCHANT_ID'] ?? '375917',
  secretKey: process.env['PAYTRAIL_SECRET_KEY'] ?? 'SAIPPUAKAUPPIAS',
  port: Number(process.env['PAYTRAIL_STAND_IN_PORT'] ?? 4402),
  now: () => new Date(Date.now() + offset),
});
console.log(`Paytrail stand-in at ${standIn.url}`);

const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
