/**
 * A short, stable digest of a text (its length and a 32-bit djb2 hash): tells two texts apart
 * without carrying them. Not a secret's protection against guessing, only against being read.
 */
export function textDigest(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return `${text.length}-${(hash >>> 0).toString(36)}`;
}
