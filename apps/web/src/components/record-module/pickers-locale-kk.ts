import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

const VIEWS: Record<string, string> = {
  hours: 'сағат',
  minutes: 'минут',
  seconds: 'секунд',
  meridiem: 'тәулік бөлігі',
};

/**
 * The date pickers' texts in Kazakh, which the pickers do not ship: every text a date or date-time
 * picker shows or reads out (the range pickers are not used here). The month and weekday names
 * come from dayjs' own Kazakh locale.
 */
export const kkKZPickers: Partial<PickersLocaleText> = {
  previousMonth: 'Алдыңғы ай',
  nextMonth: 'Келесі ай',
  openPreviousView: 'Алдыңғы көріністі ашу',
  openNextView: 'Келесі көріністі ашу',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year' ? 'жылдар көрінісі ашық, күнтізбеге ауысу' : 'күнтізбе ашық, жылдар көрінісіне ауысу',
  start: 'Басы',
  end: 'Соңы',
  startDate: 'Басталу күні',
  startTime: 'Басталу уақыты',
  endDate: 'Аяқталу күні',
  endTime: 'Аяқталу уақыты',
  cancelButtonLabel: 'Болдырмау',
  clearButtonLabel: 'Тазарту',
  okButtonLabel: 'ОК',
  todayButtonLabel: 'Бүгін',
  nextStepButtonLabel: 'Келесі',
  datePickerToolbarTitle: 'Күнді таңдау',
  dateTimePickerToolbarTitle: 'Күн мен уақытты таңдау',
  timePickerToolbarTitle: 'Уақытты таңдау',
  dateRangePickerToolbarTitle: 'Кезеңді таңдау',
  clockLabelText: (view, formattedTime) =>
    `${VIEWS[view] ?? view} таңдаңыз. ${formattedTime ? `Таңдалған уақыт: ${formattedTime}` : 'Уақыт таңдалмаған'}`,
  hoursClockNumberText: (hours) => `${hours} сағат`,
  minutesClockNumberText: (minutes) => `${minutes} минут`,
  secondsClockNumberText: (seconds) => `${seconds} секунд`,
  selectViewText: (view) => `${VIEWS[view] ?? view} таңдау`,
  calendarWeekNumberHeaderLabel: 'Апта нөмірі',
  calendarWeekNumberHeaderText: '№',
  calendarWeekNumberAriaLabelText: (weekNumber) => `${weekNumber}-апта`,
  calendarWeekNumberText: (weekNumber) => `${weekNumber}`,
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `Күнді таңдаңыз, таңдалғаны: ${formattedDate}` : 'Күнді таңдаңыз',
  openTimePickerDialogue: (formattedTime) =>
    formattedTime ? `Уақытты таңдаңыз, таңдалғаны: ${formattedTime}` : 'Уақытты таңдаңыз',
  fieldClearLabel: 'Мәнді тазарту',
  timeTableLabel: 'уақытты таңдау',
  dateTableLabel: 'күнді таңдау',
  fieldYearPlaceholder: (params) => 'Ж'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'АААА' : 'АА'),
  fieldDayPlaceholder: () => 'КК',
  fieldWeekDayPlaceholder: (params) => (params.contentType === 'letter' ? 'КККК' : 'КК'),
  fieldHoursPlaceholder: () => 'сс',
  fieldMinutesPlaceholder: () => 'мм',
  fieldSecondsPlaceholder: () => 'сс',
  fieldMeridiemPlaceholder: () => 'тб',
  year: 'Жыл',
  month: 'Ай',
  day: 'Күн',
  weekDay: 'Апта күні',
  hours: 'Сағат',
  minutes: 'Минут',
  seconds: 'Секунд',
  meridiem: 'Тәулік бөлігі',
  empty: 'Бос',
};
