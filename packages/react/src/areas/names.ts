/**
 * The widget areas shipped as chunks of their own, each with its own messages whose ids start with
 * its name and a dot. The provider accepts overrides for their ids before their chunk has loaded.
 */
export const AREA_NAMES = ['onboarding', 'payees', 'invitations', 'agents', 'cards', 'wallet'] as const;

export type AreaName = (typeof AREA_NAMES)[number];

/** Whether a message id belongs to one of the areas (checked by the area itself once it loads). */
export const isAreaMessageId = (id: string): boolean => AREA_NAMES.some((area) => id.startsWith(`${area}.`));
