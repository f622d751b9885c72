/** The window's label tables by language: `en` defines the shape, the others are typed by it. */
import type { Language } from '../../model/printer-settings';
import { en, type Messages } from './en';
import { fr } from './fr';
import { nl } from './nl';

export const WINDOW_TABLES: Readonly<Record<Language, Messages>> = { en, nl, fr };
