import { type YearRange, yearOfBirthRange } from '~/domain/customer-info/year-range';
import type { AppDeps } from '../../app-context';
import { yearOfBirthSettings } from '../../env';

/** This year's allowed years of birth, from the configuration and the clock (decision 0025). */
export const configuredYearRange = ({ env, clock }: Pick<AppDeps, 'env' | 'clock'>): YearRange =>
  yearOfBirthRange(Number(clock.today().slice(0, 4)), yearOfBirthSettings(env));
