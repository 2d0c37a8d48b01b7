/** A colour in CIELAB (D65): lightness 0–100, a and b roughly −128–127. */
export interface Lab {
  l: number;
  a: number;
  b: number;
}

/** Splits 0xRRGGBB into 0–255 channels. */
export function rgbChannels(color: number): [number, number, number] {
  return [(color >> 16) & 0xff, (color >> 8) & 0xff, color & 0xff];
}

/** Parses `#rrggbb` (or `rrggbb`) to 0xRRGGBB. */
export function parseHex(hex: string): number {
  return parseInt(hex.replace(/^#/, ''), 16) & 0xffffff;
}

function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

// CIE reference white D65, XYZ scaled to Y = 1.
const WHITE_X = 0.95047;
const WHITE_Z = 1.08883;

function labCurve(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : (t * 24389) / 27 / 116 + 16 / 116;
}

/** Converts an sRGB colour 0xRRGGBB to CIELAB (D65). */
export function rgbToLab(color: number): Lab {
  const [r, g, b] = rgbChannels(color).map(toLinear) as [number, number, number];
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / WHITE_X;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / WHITE_Z;
  const fx = labCurve(x);
  const fy = labCurve(y);
  const fz = labCurve(z);
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** Converts an sRGB colour 0xRRGGBB to OKLab (lightness 0–1; a, b about ±0.4). */
export function rgbToOklab(color: number): Lab {
  const [r, g, b] = rgbChannels(color).map(toLinear) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return {
    l: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    a: 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    b: 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  };
}

const DEG = Math.PI / 180;

function hueAngle(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const h = Math.atan2(b, a);
  return h >= 0 ? h : h + 2 * Math.PI;
}

function meanHue(h1: number, h2: number, c1c2: number): number {
  if (c1c2 === 0) return h1 + h2;
  if (Math.abs(h1 - h2) <= Math.PI) return (h1 + h2) / 2;
  return h1 + h2 < 2 * Math.PI ? (h1 + h2 + 2 * Math.PI) / 2 : (h1 + h2 - 2 * Math.PI) / 2;
}

function hueDifference(h1: number, h2: number, c1c2: number): number {
  if (c1c2 === 0) return 0;
  const d = h2 - h1;
  if (d > Math.PI) return d - 2 * Math.PI;
  if (d < -Math.PI) return d + 2 * Math.PI;
  return d;
}

/**
 * The CIEDE2000 colour difference between two CIELAB colours (Sharma, Wu and Dalal 2005,
 * kL = kC = kH = 1). About 1 is a just-noticeable difference.
 */
export function ciede2000(x: Lab, y: Lab): number {
  const cBar = (Math.hypot(x.a, x.b) + Math.hypot(y.a, y.b)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)));
  const a1 = x.a * (1 + g);
  const a2 = y.a * (1 + g);
  const c1 = Math.hypot(a1, x.b);
  const c2 = Math.hypot(a2, y.b);
  const h1 = hueAngle(x.b, a1);
  const h2 = hueAngle(y.b, a2);
  const dL = y.l - x.l;
  const dC = c2 - c1;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin(hueDifference(h1, h2, c1 * c2) / 2);
  const lBar = (x.l + y.l) / 2;
  const cBarP = (c1 + c2) / 2;
  const hBar = meanHue(h1, h2, c1 * c2);
  const t =
    1 -
    0.17 * Math.cos(hBar - 30 * DEG) +
    0.24 * Math.cos(2 * hBar) +
    0.32 * Math.cos(3 * hBar + 6 * DEG) -
    0.2 * Math.cos(4 * hBar - 63 * DEG);
  const sL = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sC = 1 + 0.045 * cBarP;
  const sH = 1 + 0.015 * cBarP * t;
  const rT =
    -2 *
    Math.sqrt(cBarP ** 7 / (cBarP ** 7 + 25 ** 7)) *
    Math.sin(60 * DEG * Math.exp(-(((hBar / DEG - 275) / 25) ** 2)));
  const l = dL / sL;
  const c = dC / sC;
  const h = dH / sH;
  return Math.sqrt(l * l + c * c + h * h + rT * c * h);
}
