/** CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320) as zip stores it, fed piece by piece. */

let crcTable: Uint32Array | null = null;

export const CRC_START = 0xffffffff;

export function crc32Update(c: number, data: Uint8Array): number {
  if (crcTable === null) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let k = n;
      for (let b = 0; b < 8; b++) k = k & 1 ? 0xedb88320 ^ (k >>> 1) : k >>> 1;
      crcTable[n] = k >>> 0;
    }
  }
  const t = crcTable;
  for (let i = 0; i < data.length; i++) c = t[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return c;
}

export function crcFinish(c: number): number {
  return (c ^ 0xffffffff) >>> 0;
}
