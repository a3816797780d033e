import bwipjs from 'bwip-js/node';

/**
 * The virtual bar code as the Code 128 symbol printed on Finnish invoices (Finance Finland's
 * guide: code set C, the 54 digits in 27 pairs). bwip-js picks set C for an even run of digits.
 * SVG for the page (sharp at any zoom), PNG for the PDF.
 */
const options = (digits: string) => ({
  bcid: 'code128',
  text: digits,
  scale: 2,
  height: 12, // millimetres; the guide asks for at least 10 mm
  includetext: false,
  paddingwidth: 10, // the quiet zone each side
  paddingheight: 2,
  backgroundcolor: 'FFFFFF',
});

export function barcodeSvg(digits: string): string {
  return bwipjs.toSVG(options(digits));
}

export function barcodePng(digits: string): Promise<Buffer> {
  return bwipjs.toBuffer({ ...options(digits), scale: 4 });
}
