/**
 * Add-on modules that are video services (spec §4: "not allowed for a video-service module").
 * Their cancellation belongs to the video service's own customer service. A module counts as
 * one when its product code is listed here or its product carries a Ruutu or Supla marker
 * (products.externally_managed); add codes here when the catalogue gains such modules.
 */
const VIDEO_SERVICE_MODULE_CODES: ReadonlySet<string> = new Set(['PS-RUUTU-PLUS', 'PS-SUPLA-PLUS']);

export function isVideoServiceModule(product: {
  code: string;
  externallyManaged: string | null;
}): boolean {
  const marker = product.externallyManaged?.trim().toUpperCase() ?? '';
  return VIDEO_SERVICE_MODULE_CODES.has(product.code) || marker === 'RUUTU' || marker === 'SUPLA';
}
