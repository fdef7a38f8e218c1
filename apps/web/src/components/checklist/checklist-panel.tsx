import type { TLanguage } from '@hse/contracts/constants';
import {
  checklistScore,
  questionsOf,
  type TChecklist,
  type TChecklistAnswer,
  type TChecklistQuestion,
  type TRecordChecklist,
} from '@hse/contracts/record-module/checklist';
import type { TChildModule } from '@hse/contracts/record-module/children';
import { displayValue, type TField } from '@hse/contracts/record-module/fields';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications-store';
import { errorDetail, isConflict } from '../error-detail';
import { ServerErrorAlert, type TServerError } from '../form/server-error-alert';
import { pickText, useLanguage } from '../localized';
import { ChildDialog } from '../record-module/children-dialog';
import { apiPathOf, type TRecordSlotProps } from '../record-module/record-module';
import { useChecklist, useSaveChecklist } from './checklist-queries';
import { ChecklistQuestion } from './checklist-question';
import { answerErrors, answersOf, progressOf, sameAnswers, type TAnswers } from './checklist-state';
import { ChecklistSummary } from './checklist-summary';

/**
 * A child record the reader may raise from a non-compliant answer now (an audit's discrepancy):
 * its type and its first values; absent while the reader may not add one.
 */
export type TChecklistRaise = {
  child: TChildModule;
  values(question: TChecklistQuestion, answer: TChecklistAnswer, lang: TLanguage): Record<string, unknown>;
};

type TProps = TRecordSlotProps & {
  checklist: TRecordChecklist;
  /** The module's screen texts: `checklist.*`, `question.*`, `photos.*`, `summary.*`. */
  ns: string;
  raise?: TChecklistRaise;
};

/**
 * A record's checklist (decision 043): the template version it was made with, answered question
 * by question by those who may edit the record, scored as typed; the record's data texts
 * (`checklist.*`, `options.answer.*`) come from the namespace of its module's key.
 */
export function ChecklistPanel({ record, refresh, checklist: declared, ns, raise }: TProps) {
  const { t } = useTranslation(ns);
  const { t: text } = useTranslation(declared.parent.key);
  const checklist = useChecklist(declared, record.id);
  const { refetch } = checklist;
  const serverVersion = checklist.data?.version;
  // The page saved the record itself (its fields, an action): the checklist's version moved on with it.
  useEffect(() => {
    if (serverVersion !== undefined && serverVersion < record.version) void refetch();
  }, [record.version, serverVersion, refetch]);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="checklist-title"
      sx={{ p: 2 }}
      data-testid="checklist-section"
    >
      <Typography id="checklist-title" variant="h6" component="h2">
        {text('sections.checklist')}
      </Typography>
      {checklist.isPending && (
        <CircularProgress size={24} aria-label={t('loading', { ns: 'common' })} sx={{ mt: 1 }} />
      )}
      {checklist.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorDetail(checklist.error, t('checklist.load_failed'))}
        </Alert>
      )}
      {checklist.data && (
        <ChecklistAnswers
          key={checklist.data.template.id}
          declared={declared}
          ns={ns}
          raise={raise}
          record={record}
          checklist={checklist.data}
          onReload={() => void refetch()}
          onSaved={refresh}
        />
      )}
    </Paper>
  );
}

/** The score as the record's score field writes it (`61,1 %`), in the reader's language. */
const formatScore = ({ parent, scoreField }: TRecordChecklist, score: number, lang: TLanguage) =>
  displayValue(scoreField, parent.fields[scoreField] as TField, score, {
    texts: parent.texts,
    lang,
    timeZone: 'UTC',
  });

type TAnswersProps = Pick<TProps, 'ns' | 'raise'> & {
  declared: TRecordChecklist;
  record: TRecordItem;
  checklist: TChecklist;
  onReload: () => void;
  onSaved: () => void;
};

function ChecklistAnswers({ declared, ns, raise, record, checklist, onReload, onSaved }: TAnswersProps) {
  const { parent } = declared;
  const { t } = useTranslation(ns);
  const { t: text } = useTranslation(parent.key);
  const lang = useLanguage();
  const save = useSaveChecklist(declared, record.id);
  const saved = useMemo(() => answersOf(checklist), [checklist]);
  // What the reader changed since the last save; null while nothing is.
  const [draft, setDraft] = useState<TAnswers | null>(null);
  const [serverError, setServerError] = useState<TServerError | null>(null);
  const [raising, setRaising] = useState<Record<string, unknown> | null>(null);
  const answers = draft ?? saved;
  const questions = useMemo(() => questionsOf(checklist.template), [checklist.template]);
  const errors = useMemo(() => answerErrors(answers), [answers]);
  const progress = progressOf(questions, answers);
  const scored = checklistScore(questions, answers);
  const score = scored === null ? null : formatScore(declared, scored, lang);
  const dirty = draft !== null && !sameAnswers(draft, saved);
  const editable = checklist.can_answer;

  const change = (id: string, patch: Partial<TChecklistAnswer>) =>
    setDraft((current) => {
      const base = current ?? saved;
      return { ...base, [id]: { ...(base[id] as TChecklistAnswer), ...patch } };
    });
  const submit = async () => {
    setServerError(null);
    try {
      await save.mutateAsync({ version: checklist.version, answers });
      setDraft(null);
      notify({ type: 'success', message: t('checklist.saved') });
      onSaved();
    } catch (error) {
      const conflict = isConflict(error);
      const detail = errorDetail(error, t('checklist.save_failed'));
      setServerError({ text: conflict ? `${detail} ${t('checklist.conflict')}` : detail, conflict });
    }
  };
  const reload = () => {
    setServerError(null);
    setDraft(null);
    onReload();
    onSaved();
  };

  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary" data-testid="checklist-template">
        {`${pickText(checklist.template.title, lang)} · ${text('checklist.version')} ${checklist.template.version}`}
      </Typography>
      {!editable && (
        <>
          <ChecklistSummary score={score} {...progress} ns={ns} />
          <Typography variant="body2" color="text.secondary" data-testid="checklist-read-only">
            {t('checklist.read_only')}
          </Typography>
        </>
      )}
      {checklist.template.sections.map((section, s) => (
        <Box
          key={section.questions[0]?.id ?? pickText(section.title, 'ru')}
          component="section"
          aria-labelledby={`checklist-section-${s}`}
        >
          <Typography
            id={`checklist-section-${s}`}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600 }}
          >
            {`${s + 1}. ${pickText(section.title, lang)}`}
          </Typography>
          <Box component="ol" sx={{ m: 0, p: 0 }}>
            {section.questions.map((question, q) => {
              const answer = answers[question.id] as TChecklistAnswer;
              return (
                <ChecklistQuestion
                  key={question.id}
                  question={question}
                  number={`${s + 1}.${q + 1}`}
                  answer={answer}
                  base={`${apiPathOf(parent.resource)}/${record.id}`}
                  ns={ns}
                  textNs={parent.key}
                  onChange={editable ? (patch) => change(question.id, patch) : undefined}
                  errors={errors[question.id]}
                  onRaise={raise ? () => setRaising(raise.values(question, answer, lang)) : undefined}
                />
              );
            })}
          </Box>
        </Box>
      ))}
      <ServerErrorAlert
        error={serverError}
        onReload={reload}
        reloadLabel={t('checklist.reload')}
        testId="checklist-error"
      />
      {editable && (
        // Kept in sight while the reader goes down a long checklist: the score, how much is
        // answered, and the save.
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          useFlexGap
          sx={{
            gap: 2,
            alignItems: { sm: 'center' },
            position: 'sticky',
            bottom: 0,
            py: 1.5,
            borderTop: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            zIndex: 1,
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ChecklistSummary score={score} {...progress} ns={ns} />
          </Box>
          <Stack spacing={0.5} sx={{ alignItems: { sm: 'flex-end' } }}>
            <Button
              variant="contained"
              onClick={() => void submit()}
              loading={save.isPending}
              disabled={!dirty || Object.keys(errors).length > 0}
              data-testid="checklist-save"
            >
              {t('checklist.save')}
            </Button>
            {dirty && (
              <Typography variant="body2" color="text.secondary" data-testid="checklist-unsaved">
                {t('checklist.unsaved')}
              </Typography>
            )}
          </Stack>
        </Stack>
      )}
      {raise && raising && (
        <ChildDialog
          child={raise.child}
          parent={record}
          ns={ns}
          target={{ mode: 'create', values: raising }}
          onClose={() => setRaising(null)}
          onChanged={onSaved}
        />
      )}
    </Stack>
  );
}
