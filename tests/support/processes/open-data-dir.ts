// Test fixture: opens the embedded database in DATA_DIR like the server does, says "open" and
// holds it until SIGTERM. A second copy on the same folder must fail (tests/api/data-dir-lock.test.ts).
import { openDb } from '../../../src/server/db/client';

const handle = await openDb({ dataDir: process.env.DATA_DIR ?? '' });
process.stdout.write(`open ${process.pid}\n`);
process.on('SIGTERM', () => {
  void handle.close().then(() => process.exit(0));
});
setInterval(() => undefined, 60_000);
