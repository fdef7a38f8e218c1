import type { TPublicQuestionnaire } from '@hse/contracts/questionnaires';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type TQuestion = TPublicQuestionnaire['questions'][number];

type TProps = {
  question: TQuestion;
  number: number;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string;
};

/** One question to answer: radio buttons for a single choice, check boxes for a multiple one. */
export function QuestionAnswer({ question, number, chosen, onChange, error }: TProps) {
  const { t } = useTranslation('questionnaires');
  const { t: rules } = useTranslation('observation_data');
  const labelId = `question-${question.id}`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderColor: error ? 'error.main' : undefined }}
      data-testid={`answer-question-${number}`}
    >
      <FormControl error={Boolean(error)} fullWidth>
        <Typography variant="caption" color="text.secondary">
          {rules(`vital_rules.${question.rule}`)}
        </Typography>
        <FormLabel id={labelId} sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>
          {number}. {question.text}
        </FormLabel>
        <Typography variant="caption" color="text.secondary">
          {t(question.kind === 'single' ? 'answer.single' : 'answer.multiple')}
        </Typography>
        {question.kind === 'single' ? (
          <RadioGroup
            aria-labelledby={labelId}
            value={chosen[0] ?? ''}
            onChange={(event) => onChange([event.target.value])}
          >
            {question.options.map((option) => (
              <FormControlLabel key={option.id} value={option.id} control={<Radio />} label={option.text} />
            ))}
          </RadioGroup>
        ) : (
          <FormGroup aria-labelledby={labelId}>
            {question.options.map((option) => (
              <FormControlLabel
                key={option.id}
                control={
                  <Checkbox
                    checked={chosen.includes(option.id)}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? [...chosen, option.id]
                          : chosen.filter((id) => id !== option.id),
                      )
                    }
                  />
                }
                label={option.text}
              />
            ))}
          </FormGroup>
        )}
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    </Paper>
  );
}
