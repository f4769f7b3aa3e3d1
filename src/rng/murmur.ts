/**
 * MurmurHash3 x86_128 (Austin Appleby's public-domain reference algorithm)
 * and the UTF-8 encoding it reads strings through. String seeds are hashed
 * with it, so a string carries up to 128 bits into the generator. Written
 * out rather than taken from a package: it is some 60 lines, the runtime
 * dependencies stay two, and the tests check it against the published
 * vectors (SMHasher's verification value and known strings).
 */

const C1 = 0x239b961b;
const C2 = 0xab0e9789 | 0;
const C3 = 0x38b34ae5;
const C4 = 0xa1e38b93 | 0;

function rotl(x: number, r: number): number {
  return (x << r) | (x >>> (32 - r));
}

/** MurmurHash3's 32-bit finaliser: a bijection of 32-bit words. */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

/** Little-endian 32-bit word of `b` at `i` (bytes past the end read as 0). */
function word(b: Uint8Array, i: number): number {
  return (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16) | ((b[i + 3] ?? 0) << 24);
}

/**
 * MurmurHash3 x86_128 of `bytes` with a 32-bit `seed`: four unsigned 32-bit
 * words `h1 h2 h3 h4` (the reference writes them in this order, each
 * little-endian).
 * @example murmur3x86128(new Uint8Array(0), 1) // [0x88c4adec, 0x54d201b9, 0x54d201b9, 0x54d201b9]
 */
export function murmur3x86128(bytes: Uint8Array, seed = 0): [number, number, number, number] {
  const len = bytes.length;
  let h1 = seed | 0;
  let h2 = h1;
  let h3 = h1;
  let h4 = h1;
  const blocks = len - (len & 15);
  for (let i = 0; i < blocks; i += 16) {
    let k1 = word(bytes, i);
    let k2 = word(bytes, i + 4);
    let k3 = word(bytes, i + 8);
    let k4 = word(bytes, i + 12);
    k1 = Math.imul(rotl(Math.imul(k1, C1), 15), C2);
    h1 ^= k1;
    h1 = (Math.imul(rotl(h1, 19) + h2, 5) + 0x561ccd1b) | 0;
    k2 = Math.imul(rotl(Math.imul(k2, C2), 16), C3);
    h2 ^= k2;
    h2 = (Math.imul(rotl(h2, 17) + h3, 5) + 0x0bcaa747) | 0;
    k3 = Math.imul(rotl(Math.imul(k3, C3), 17), C4);
    h3 ^= k3;
    h3 = (Math.imul(rotl(h3, 15) + h4, 5) + 0x96cd1c35) | 0;
    k4 = Math.imul(rotl(Math.imul(k4, C4), 18), C1);
    h4 ^= k4;
    h4 = (Math.imul(rotl(h4, 13) + h1, 5) + 0x32ac3b17) | 0;
  }
  // The tail: up to 15 bytes, read as zero-padded words (the reference's fall-through switch).
  const rest = len & 15;
  if (rest > 12) h4 ^= Math.imul(rotl(Math.imul(word(bytes, blocks + 12), C4), 18), C1);
  if (rest > 8) h3 ^= Math.imul(rotl(Math.imul(word(bytes, blocks + 8), C3), 17), C4);
  if (rest > 4) h2 ^= Math.imul(rotl(Math.imul(word(bytes, blocks + 4), C2), 16), C3);
  if (rest > 0) h1 ^= Math.imul(rotl(Math.imul(word(bytes, blocks), C1), 15), C2);
  h1 ^= len;
  h2 ^= len;
  h3 ^= len;
  h4 ^= len;
  h1 = (h1 + h2 + h3 + h4) | 0;
  h2 = (h2 + h1) | 0;
  h3 = (h3 + h1) | 0;
  h4 = (h4 + h1) | 0;
  h1 = fmix32(h1);
  h2 = fmix32(h2);
  h3 = fmix32(h3);
  h4 = fmix32(h4);
  h1 = (h1 + h2 + h3 + h4) | 0;
  h2 = (h2 + h1) | 0;
  h3 = (h3 + h1) | 0;
  h4 = (h4 + h1) | 0;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * The UTF-8 bytes of a string, as `TextEncoder` gives them (a lone
 * surrogate becomes U+FFFD), without depending on a platform API.
 */
export function utf8(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 3);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) {
      const d = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      } else c = 0xfffd;
    }
    if (c < 0x80) out[n++] = c;
    else if (c < 0x800) {
      out[n++] = 0xc0 | (c >> 6);
      out[n++] = 0x80 | (c & 63);
    } else if (c < 0x10000) {
      out[n++] = 0xe0 | (c >> 12);
      out[n++] = 0x80 | ((c >> 6) & 63);
      out[n++] = 0x80 | (c & 63);
    } else {
      out[n++] = 0xf0 | (c >> 18);
      out[n++] = 0x80 | ((c >> 12) & 63);
      out[n++] = 0x80 | ((c >> 6) & 63);
      out[n++] = 0x80 | (c & 63);
    }
  }
  return out.subarray(0, n);
}
