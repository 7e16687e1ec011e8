/** An ISO calendar day, "YYYY-MM-DD". */
export type IsoDate = string;

/** A calendar day given by a caller: an ISO "YYYY-MM-DD" text, or a Date read as its UTC calendar day. */
export type DayInput = IsoDate | Date;

/** Whole days since 1970-01-01 (negative before it). Day arithmetic works on these, never on the clock. */
export type DayNumber = number;

/** Whether a year is a Gregorian leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month; monthIndex runs from 0 (January) to 11 (December). */
export function daysInMonth(year: number, monthIndex: number): number {
  if (monthIndex === 1) return isLeapYear(year) ? 29 : 28;
  return [3, 5, 8, 10].includes(monthIndex) ? 30 : 31;
}

/** Whether year, monthIndex (0–11) and day of month name a real calendar day. */
export function isValidCalendarDate(year: number, monthIndex: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(monthIndex) &&
    Number.isInteger(day) &&
    monthIndex >= 0 &&
    monthIndex <= 11 &&
    day >= 1 &&
    day <= daysInMonth(year, monthIndex)
  );
}

/** The day number of a calendar day (proleptic Gregorian, days-from-civil on March-based years; no time zone). */
export function dayNumberOf(year: number, monthIndex: number, day: number): DayNumber {
  const y = monthIndex < 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const month = monthIndex + 1;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The calendar parts of a day number: year, monthIndex (0–11) and day of month. */
export function calendarPartsOf(dayNumber: DayNumber): { year: number; monthIndex: number; day: number } {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), monthIndex: month - 1, day };
}

/** A number as two digits. */
const pad2 = (value: number) => String(value).padStart(2, "0");

/** The ISO "YYYY-MM-DD" text of a day number. */
export function isoDateOf(dayNumber: DayNumber): IsoDate {
  const { year, monthIndex, day } = calendarPartsOf(dayNumber);
  return `${String(year).padStart(4, "0")}-${pad2(monthIndex + 1)}-${pad2(day)}`;
}

/** The day number of a strict ISO "YYYY-MM-DD" text; null when it is malformed or not a real day. */
export function parseIsoDate(text: string): DayNumber | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, monthIndex, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  return isValidCalendarDate(year, monthIndex, day) ? dayNumberOf(year, monthIndex, day) : null;
}

/** The day number of a caller's "today"; throws RangeError for an invalid one, which is a programming error. */
export function toDayNumber(day: DayInput): DayNumber {
  if (day instanceof Date) {
    if (Number.isNaN(day.getTime())) throw new RangeError("Invalid Date given as a calendar day");
    return dayNumberOf(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  }
  const parsed = parseIsoDate(day);
  if (parsed === null) throw new RangeError(`Not an ISO calendar day (YYYY-MM-DD): ${JSON.stringify(day)}`);
  return parsed;
}
