import type { PersonProfile } from './profile.js';
import type { Locale } from './locales.js';
import type { Role } from './rules/roles.js';

/** The error body of every failed API call (DESIGN.md). */
export interface ApiErrorBody {
  message: string;
  /** Field name (dotted path for nested fields) to its messages, first one most relevant. */
  errors?: Record<string, string[]>;
}

/** The answer of actions that have nothing else to say. */
export interface SuccessDto {
  success: true;
}

export interface LanguageDto {
  id: number;
  code: Locale;
  name: string;
  flag: string;
  isActive: boolean;
}

export interface CountryDto {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  nameAz: string;
  phoneCode: string | null;
}

/** The signed-in user as the API presents it to that user (and to organisers). */
export interface UserDto extends PersonProfile {
  id: number;
  role: Role;
  countryId: number;
  countryCode: string | null;
  locale: Locale;
  createdAt: string;
}

export interface LoginResponse {
  token: string;
  user: UserDto;
}

export interface InitialData {
  languages: LanguageDto[];
  countries: CountryDto[];
  userMessagesCount: number;
  adminMessagesCount: number;
}
