/**
 * A .pkpass opened as Wallet opens it: a zip (read here with node:zlib, no library) whose
 * pass.json says what the pass holds.
 */
import { inflateRawSync } from 'node:zlib';

/** The files of a zip by name (central directory; stored or deflated entries). */
export function unzip(zip: Buffer): Record<string, Buffer> {
  // The end of central directory record: its signature, searched from the end (a comment may follow it).
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files: Record<string, Buffer> = {};
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('not a zip: bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    // The local header's own name and extra field lengths (they may differ from the central ones).
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(data, data + size);
    files[name] = method === 0 ? Buffer.from(raw) : inflateRawSync(raw);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

/** What the tests read of pass.json. */
export interface PassJson {
  serialNumber: string;
  passTypeIdentifier: string;
  organizationName: string;
  description: string;
  barcodes?: Array<{ message: string; format: string }>;
}

export function passJson(pkpass: Buffer): PassJson {
  const files = unzip(pkpass);
  for (const name of ['pass.json', 'manifest.json', 'signature']) if (!files[name]) throw new Error(`the pass has no ${name}`);
  return JSON.parse(files['pass.json']!.toString('utf8')) as PassJson;
}
