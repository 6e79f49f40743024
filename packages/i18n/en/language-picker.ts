// The English strings of the `languagePicker` block (see ../en.ts).

export const languagePicker = {
  /** What the button is for, the start of its accessible name. */
  label: 'Language',
  /** The button's accessible name: {label} is what it is for, {language} its visible text (the current language's name). */
  named: '{label}: {language}',
};
