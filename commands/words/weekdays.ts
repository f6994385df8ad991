// The days of the week, as every reader of words names them: one list (Monday first, so a day's index
// + 1 is luxon's weekday) and one pattern of the whole names ("monday" … "sunday", for a RegExp source).
export const WEEKDAYS: readonly string[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const WEEKDAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
