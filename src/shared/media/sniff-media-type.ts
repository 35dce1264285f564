import { fileTypeFromFile } from 'file-type';

/**
 * The media type a file's first bytes (its magic numbers) declare, whatever its name or the type the
 * browser sent: a renamed executable is "application/x-msdownload" here, not "image/jpeg". Null when the
 * content matches no known format.
 */
export async function sniffMediaType(localPath: string): Promise<string | null> {
  const detected = await fileTypeFromFile(localPath);
  return detected?.mime ?? null;
}
