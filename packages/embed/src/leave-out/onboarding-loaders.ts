import { WidgetError } from '@wallet-kit/react';
import type { OnboardingMessages } from '@wallet-kit/react/onboarding';

// Stands in for the onboarding area's on-demand messages in the script-tag bundle: an IIFE cannot load
// chunks, so each language's file (`wallet-kit.de.js`, ...) hands the area its messages
// (registerAreaCatalog), and a language without its file shows English.

const TAGS = ['ar', 'de', 'es', 'fr', 'he', 'hi', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'sv', 'tr', 'zh-Hans'];

const missing = (tag: string) => () =>
  Promise.reject<OnboardingMessages>(new WidgetError('CATALOG_UNAVAILABLE', `the onboarding messages for ${tag} come in wallet-kit.${tag}.js; add <script src="wallet-kit.${tag}.js"> to the page`));

/** Each language the area has, answered only by its language file. */
export const loaders: Readonly<Record<string, () => Promise<OnboardingMessages>>> = Object.fromEntries(TAGS.map((tag) => [tag, missing(tag)]));
