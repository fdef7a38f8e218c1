import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { answerErrorsOf } from './answer-errors';

const sent = {
  respondent_name: 'Гость',
  organization_id: 'org',
  answers: [
    { question_id: 'q1', option_ids: ['a', 'b'] },
    { question_id: 'q2', option_ids: ['c'] },
  ],
};

describe('the server’s refusal of an answer', () => {
  it('shows each error beside its question or field, under the server’s detail', () => {
    const error = new ApiError(400, 'Проверьте введённые данные', {
      'answers.0.option_ids': ['Выберите один вариант ответа'],
      'questions.q3': ['Ответьте на этот вопрос'],
      respondent_name: ['Заполните поле'],
    });
    expect(answerErrorsOf(error, sent, 'Ошибка')).toEqual({
      questions: { q1: 'Выберите один вариант ответа', q3: 'Ответьте на этот вопрос' },
      respondent: { respondent_name: 'Заполните поле' },
      general: 'Проверьте введённые данные',
    });
  });

  it('puts what it cannot place, and a refusal without fields, in the alert', () => {
    const limited = new ApiError(429, 'Слишком много отправок с этого адреса. Повторите через 60 мин.');
    expect(answerErrorsOf(limited, sent, 'Ошибка').general).toBe(
      'Слишком много отправок с этого адреса. Повторите через 60 мин.',
    );
    const odd = new ApiError(400, 'Проверьте введённые данные', { answers: ['Неверное значение'] });
    expect(answerErrorsOf(odd, sent, 'Ошибка').general).toBe('Проверьте введённые данные Неверное значение');
    expect(answerErrorsOf(new Error('offline'), sent, 'Ошибка при отправке данных').general).toBe(
      'Ошибка при отправке данных',
    );
  });
});
