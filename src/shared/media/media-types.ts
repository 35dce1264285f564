/** What an uploaded file is, decided from its content. */
export type MediaKind = 'image' | 'video';

/** The media types RepairLens accepts for repairs, by what their bytes say they are. */
export const REPAIR_MEDIA_TYPES: Readonly<Record<string, MediaKind>> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  // An animated PNG is a PNG that file-type names more precisely.
  'image/apng': 'image',
  'image/gif': 'image',
  'video/mp4': 'video',
  'video/quicktime': 'video',
  'video/webm': 'video',
};

export function mediaKindOf(mediaType: string, accepted: Readonly<Record<string, MediaKind>>): MediaKind | null {
  return Object.hasOwn(accepted, mediaType) ? (accepted[mediaType] ?? null) : null;
}
