import { ZCommentCreateSchema } from '@hse/contracts/records';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetail } from './error-detail';
import { applyServerErrors } from './form/server-errors';
import { FormTextField } from './form/text-field';
import { useZodForm } from './form/use-zod-form';
import { formatDateTime, useLanguage } from './localized';
import { useAddComment, useRecordComments } from './record-extras-queries';

/**
 * The discussion of any record (`/<resource>/<id>/comments/`): everyone who sees it reads it; the
 * form is offered only when the server says the caller may write (not every reader of a public
 * Qorgau card takes part in it).
 */
export function CommentsPanel({ base }: { base: string }) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const comments = useRecordComments(base);
  const add = useAddComment(base);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(ZCommentCreateSchema, { defaultValues: { text: '' } });

  const submit = form.handleSubmit(async ({ text }) => {
    setFailure(null);
    try {
      await add.mutateAsync(text);
      form.reset({ text: '' });
    } catch (error) {
      const unmatched = applyServerErrors(form.setError, error, ['text']);
      setFailure([errorDetail(error, t('comments.failed')), ...unmatched].join(' '));
    }
  });

  const list = comments.data?.results ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="comments-panel">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('comments.title')}
      </Typography>
      {comments.isPending && <CircularProgress size={24} aria-label={t('loading')} />}
      {comments.isSuccess && list.length === 0 && (
        <Typography color="text.secondary">{t('comments.empty')}</Typography>
      )}
      <List dense disablePadding>
        {list.map((comment) => (
          <ListItem key={comment.id} divider disableGutters sx={{ display: 'block' }}>
            <Typography variant="caption" color="text.secondary">
              {comment.author_fio} · {formatDateTime(comment.created_at, lang)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.text}
            </Typography>
          </ListItem>
        ))}
      </List>
      {comments.data?.can_comment === false && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="comments-not-allowed">
          {t('comments.not_allowed')}
        </Typography>
      )}
      {comments.data?.can_comment && (
        <Stack component="form" noValidate spacing={1} onSubmit={submit} sx={{ mt: 2 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormTextField
            control={form.control}
            name="text"
            label={t('comments.field')}
            multiline
            minRows={2}
          />
          <Button
            type="submit"
            variant="outlined"
            loading={form.formState.isSubmitting}
            sx={{ alignSelf: 'flex-end' }}
          >
            {t('comments.send')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
