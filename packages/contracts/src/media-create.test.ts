import { describe, expect, it } from 'vitest';
import { mediaCreateHref } from './media-create.ts';

describe('/create/:mediaType', () => {
  it("leads to each type's own create screen, by type or by kind", () => {
    expect(mediaCreateHref('video')).toBe('/create/video');
    expect(mediaCreateHref('link')).toBe('/shared_videos_create/link');
    expect(mediaCreateHref('visual_aid')).toBe('/visual_aids_create/poster');
    expect(mediaCreateHref('leaflet')).toBe('/visual_aids_create/leaflet');
    expect(mediaCreateHref('media_event')).toBe('/media_events_create/safety_day');
    expect(mediaCreateHref('training')).toBe('/media_events_create/training');
    expect(mediaCreateHref('nothing')).toBeNull();
  });
});
