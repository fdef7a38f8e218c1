import { MEDIA_EVENT_KINDS, mediaEventCreateHref, type TMediaEventKind } from './media-event-module-head.ts';
import { MEDIA_VIDEO_MODULE_HEAD } from './media-video-module-head.ts';
import { type TVisualAidKind, VISUAL_AID_KINDS, visualAidCreateHref } from './visual-aid-module-head.ts';

/** The media types spec §2's `/create/:mediaType` names by kind of item (decision 077). */
export const MEDIA_CREATE_TYPES = ['video', 'visual_aid', 'media_event'] as const;

/**
 * Where `/create/:mediaType` leads (decision 077): each record type keeps its own create screen,
 * this route only picks it. A type names the item's type (its first kind) or one kind itself
 * (a poster, a safety day, a video by link); anything else is not a create route.
 */
export function mediaCreateHref(mediaType: string): string | null {
  if (mediaType === 'video') return '/create/video';
  if (mediaType === 'link' || mediaType === 'iframe') return `/shared_videos_create/${mediaType}`;
  if (mediaType === 'file') return MEDIA_VIDEO_MODULE_HEAD.routes.create;
  if (mediaType === 'visual_aid') return visualAidCreateHref(VISUAL_AID_KINDS[0]);
  if ((VISUAL_AID_KINDS as readonly string[]).includes(mediaType))
    return visualAidCreateHref(mediaType as TVisualAidKind);
  if (mediaType === 'media_event') return mediaEventCreateHref(MEDIA_EVENT_KINDS[0]);
  if ((MEDIA_EVENT_KINDS as readonly string[]).includes(mediaType))
    return mediaEventCreateHref(mediaType as TMediaEventKind);
  return null;
}
