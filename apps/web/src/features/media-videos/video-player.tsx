import { iframeSource, type TVideoFile, type TVideoUrl } from '@hse/contracts/media-videos';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { buildUrl, writeHeaders } from '../../api/http';
import type { TRecordSlotProps } from '../../components/record-module/record-module';

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

type TUploadState =
  | { kind: 'idle' }
  | { kind: 'sending'; percent: number }
  | { kind: 'done' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/**
 * A video's file sent by XMLHttpRequest, whose upload reports its progress (fetch cannot), as the
 * raw body the server streams to storage; `abort` cancels it.
 */
function useVideoUpload(recordId: string, onDone: () => void) {
  const [state, setState] = useState<TUploadState>({ kind: 'idle' });
  const request = useRef<XMLHttpRequest | null>(null);
  useEffect(() => () => request.current?.abort(), []);
  const start = (file: File) => {
    const xhr = new XMLHttpRequest();
    request.current = xhr;
    xhr.open('PUT', buildUrl(`/media-videos/${recordId}/video/`, { name: file.name }));
    for (const [key, value] of Object.entries(writeHeaders())) xhr.setRequestHeader(key, value);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        setState({ kind: 'sending', percent: Math.floor((event.loaded / event.total) * 100) });
    };
    xhr.onload = () => {
      request.current = null;
      if (xhr.status >= 200 && xhr.status < 300) {
        setState({ kind: 'done' });
        onDone();
        return;
      }
      let message = xhr.statusText;
      try {
        message = (JSON.parse(xhr.responseText) as { detail?: string }).detail ?? message;
      } catch {
        // The answer was not the API's JSON (a proxy's page): its status text says it.
      }
      setState({ kind: 'failed', message });
    };
    xhr.onerror = () => {
      request.current = null;
      setState({ kind: 'failed', message: xhr.statusText || 'Network error' });
    };
    xhr.onabort = () => {
      request.current = null;
      setState({ kind: 'cancelled' });
    };
    setState({ kind: 'sending', percent: 0 });
    xhr.send(file);
  };
  return { state, start, cancel: () => request.current?.abort() };
}

/** The uploaded file played from its signed address; a new address when the old one runs out. */
function FilePlayer({ recordId, file, name }: { recordId: string; file: TVideoFile; name: string }) {
  const { t } = useTranslation('media_videos');
  const video = useRef<HTMLVideoElement>(null);
  const address = useQuery({
    queryKey: ['media-videos', recordId, 'url', file.uploaded_at],
    queryFn: () => api.get<TVideoUrl>(`/media-videos/${recordId}/video-url/`),
    staleTime: 30 * 60_000,
  });
  const counted = useRef(false);
  const onPlay = () => {
    if (counted.current) return;
    counted.current = true;
    void api.post(`/media-videos/${recordId}/view/`, undefined, { once: false });
  };
  // An expired address refused mid-play: a new one, from where the player was.
  const onError = () => {
    const at = video.current?.currentTime ?? 0;
    void address.refetch().then(() => {
      if (video.current) video.current.currentTime = at;
    });
  };
  if (!address.data) return <LinearProgress aria-label={t('player.title')} />;
  return (
    <Stack spacing={1}>
      <Box
        component="video"
        ref={video}
        controls
        preload="metadata"
        src={address.data.url}
        onPlay={onPlay}
        onError={onError}
        aria-label={t('player.frame', { name })}
        data-testid="video-player"
        sx={{ width: '100%', maxHeight: 480, bgcolor: 'common.black', borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('player.file', { name: file.name, size: megabytes(file.size) })}
      </Typography>
    </Stack>
  );
}

/** The video of a record: its player (its file, its link or its iframe) and its upload. */
export function VideoPlayer({ record, refresh }: TRecordSlotProps) {
  const { t } = useTranslation('media_videos');
  const file = useQuery({
    queryKey: ['media-videos', record.id, 'file', record.version],
    queryFn: () => api.get<TVideoFile | null>(`/media-videos/${record.id}/video-file/`),
  });
  const { state, start, cancel } = useVideoUpload(record.id, () => {
    void file.refetch();
    refresh();
  });
  const input = useRef<HTMLInputElement>(null);
  const name = String(record.name ?? '');
  const source = String(record.source ?? 'file');
  const embed = source === 'iframe' ? iframeSource(String(record.iframe ?? '')) : null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="video-player-title" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="video-player-title" variant="h6" component="h2">
          {t('player.title')}
        </Typography>
        {source === 'link' && record.link ? (
          <Link href={String(record.link)} target="_blank" rel="noopener noreferrer">
            {t('player.external')}
          </Link>
        ) : null}
        {embed ? (
          // Only the address of an allowed host is kept; the frame is the app's own, sandboxed.
          <Box
            component="iframe"
            src={embed}
            title={t('player.frame', { name })}
            sandbox="allow-scripts allow-same-origin allow-presentation"
            allow="fullscreen; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
          />
        ) : null}
        {source === 'file' && file.data ? (
          <FilePlayer recordId={record.id} file={file.data} name={name} />
        ) : null}
        {source === 'file' && file.data === null ? (
          <Typography color="text.secondary">{t('player.no_file')}</Typography>
        ) : null}
        {source === 'file' && record.can_edit ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <input
              ref={input}
              type="file"
              accept="video/mp4,video/webm,video/ogg"
              hidden
              data-testid="video-file-input"
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                if (chosen) start(chosen);
                event.target.value = '';
              }}
            />
            {state.kind === 'sending' ? (
              <Stack spacing={1} sx={{ width: '100%' }}>
                <Typography role="status">{t('player.uploading', { percent: state.percent })}</Typography>
                <LinearProgress
                  variant="determinate"
                  value={state.percent}
                  aria-label={t('player.uploading', { percent: state.percent })}
                />
                <Button onClick={cancel} sx={{ alignSelf: 'flex-start' }}>
                  {t('player.cancel')}
                </Button>
              </Stack>
            ) : (
              <Button variant="outlined" onClick={() => input.current?.click()}>
                {file.data ? t('player.replace') : t('player.upload')}
              </Button>
            )}
            {state.kind === 'done' ? <Alert severity="success">{t('player.uploaded')}</Alert> : null}
            {state.kind === 'cancelled' ? <Alert severity="info">{t('player.cancelled')}</Alert> : null}
            {state.kind === 'failed' ? <Alert severity="error">{state.message}</Alert> : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
