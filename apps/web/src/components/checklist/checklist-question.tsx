import {
  CHECKLIST_ANSWERS,
  type TChecklistAnswer,
  type TChecklistAnswerValue,
  type TChecklistQuestion,
} from '@hse/contracts/record-module/checklist';
import ReportIcon from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../form/field-error';
import { pickText, useLanguage } from '../localized';
import { useNarrowScreen } from '../use-narrow-screen';
import { ChecklistPhotos } from './checklist-photos';
import type { TAnswerErrors } from './checklist-state';

const ANSWER_COLORS: Record<TChecklistAnswerValue, 'success' | 'error' | null> = {
  compliant: 'success',
  non_compliant: 'error',
  not_applicable: null,
};

/** The chosen answer filled with its colour: a tinted background keeps too little contrast (AA). */
function chosenSx(answer: TChecklistAnswerValue): SxProps<Theme> | undefined {
  const color = ANSWER_COLORS[answer];
  if (!color) return undefined;
  return {
    '&.Mui-selected, &.Mui-selected:hover': { bgcolor: `${color}.main`, color: `${color}.contrastText` },
  };
}

type TProps = {
  question: TChecklistQuestion;
  /** Its number in the checklist: `2.3`. */
  number: string;
  answer: TChecklistAnswer;
  base: string;
  /** Absent: the checklist reads only. */
  onChange?: (patch: Partial<TChecklistAnswer>) => void;
  errors?: TAnswerErrors[string];
  /** Absent: nothing may be raised from a non-compliant answer here. */
  onRaise?: () => void;
  /** The module's screen texts (`question.*`, `photos.*`) and its data texts (`checklist.*`). */
  ns: string;
  textNs: string;
};

/** One requirement of the checklist: its text and weight, the answer, evidence, comment, photos. */
export function ChecklistQuestion(props: TProps) {
  const { question, number, answer, base, onChange, errors, onRaise, ns, textNs } = props;
  const { t } = useTranslation(ns);
  const { t: text } = useTranslation(textNs);
  const lang = useLanguage();
  const errorText = useFieldErrorText();
  const { compact } = useNarrowScreen();
  const requirement = pickText(question.requirement, lang);
  const questionLabel = t('question.label', { number });
  const field = (name: 'evidence' | 'comment') => {
    const error = errorText(errors?.[name]);
    return (
      <TextField
        label={text(`checklist.${name}`)}
        value={answer[name]}
        onChange={(event) => onChange?.({ [name]: event.target.value })}
        multiline
        minRows={1}
        fullWidth
        size="small"
        error={Boolean(error)}
        helperText={error}
        data-testid={`checklist-${name}`}
      />
    );
  };
  return (
    <Box
      component="li"
      data-testid={`checklist-question-${question.id}`}
      sx={{ listStyle: 'none', py: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography component="span" sx={{ fontWeight: 600, minWidth: 32 }}>
            {number}
          </Typography>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="checklist-requirement">
              {requirement}
            </Typography>
            <Stack
              direction="row"
              useFlexGap
              sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
            >
              {question.reference && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {`${text('checklist.reference')}: ${question.reference}`}
                </Typography>
              )}
              <Chip
                size="small"
                variant="outlined"
                label={`${text('checklist.weight')}: ${question.weight}`}
              />
            </Stack>
          </Box>
        </Stack>
        {onChange ? (
          <ToggleButtonGroup
            exclusive
            size="small"
            orientation={compact ? 'vertical' : 'horizontal'}
            fullWidth={compact}
            value={answer.answer}
            onChange={(_, value: TChecklistAnswerValue | null) => onChange({ answer: value })}
            aria-label={t('question.answer_of', { question: questionLabel })}
            data-testid="checklist-answer"
          >
            {CHECKLIST_ANSWERS.map((value) => (
              <ToggleButton key={value} value={value} data-testid={`answer-${value}`} sx={chosenSx(value)}>
                {text(`options.answer.${value}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : (
          <Typography data-testid="checklist-answer">
            {`${text('checklist.answer')}: ${answer.answer ? text(`options.answer.${answer.answer}`) : text('checklist.unanswered')}`}
          </Typography>
        )}
        {onChange ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {field('evidence')}
            {field('comment')}
          </Stack>
        ) : (
          <ReadOnlyTexts evidence={answer.evidence} comment={answer.comment} textNs={textNs} />
        )}
        <ChecklistPhotos
          base={base}
          photoIds={answer.photo_ids}
          onChange={onChange ? (photo_ids) => onChange({ photo_ids }) : undefined}
          questionLabel={questionLabel}
          error={errorText(errors?.photo_ids)}
          ns={ns}
        />
        {onRaise && answer.answer === 'non_compliant' && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<ReportIcon />}
            onClick={onRaise}
            sx={{ alignSelf: 'flex-start' }}
            aria-label={t('question.raise_for', { question: questionLabel })}
            data-testid="checklist-raise"
          >
            {t('question.raise')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

function ReadOnlyTexts({ evidence, comment, textNs }: { evidence: string; comment: string; textNs: string }) {
  const { t: text } = useTranslation(textNs);
  const rows = [
    ['evidence', evidence],
    ['comment', comment],
  ].filter(([, value]) => value);
  if (rows.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {rows.map(([name, value]) => (
        <Box key={name} sx={{ mb: 0.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {text(`checklist.${name}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
