const source = {
  'onboarding.title': 'Set up your account',
  'onboarding.progress': 'Step {current} of {total}',
  'onboarding.step.TERMS': 'Accept the terms',
  'onboarding.step.EMAIL': 'Confirm your e-mail address',
  'onboarding.step.PHONE': 'Confirm your phone number',
  'onboarding.step.BENEFICIAL_OWNERS': 'Add the business’s owners',
  'onboarding.step.IDENTITY': 'Verify your identity',
  'onboarding.retry': 'Try again',

  'onboarding.terms.intro': 'Before you can send money, read and accept the End User Terms of our payment partner.',
  'onboarding.terms.read': 'Read the End User Terms',
  'onboarding.terms.agree': 'I have read and accept the End User Terms',
  'onboarding.terms.accept': 'Accept and continue',

  'onboarding.identity.intro': 'We need to confirm who you are. Choose how.',
  'onboarding.identity.link': 'Continue with our verification partner',
  'onboarding.identity.linkOpened': 'The verification page is open. Come back here when you have finished.',
  'onboarding.identity.upload': 'Upload an identity document',
  'onboarding.identity.documentType': 'Document',
  'onboarding.document.PASSPORT': 'Passport',
  'onboarding.document.DRIVERS_LICENSE': 'Driving licence',
  'onboarding.document.NATIONAL_ID': 'National identity card',
  'onboarding.identity.country': 'Country that issued it (two-letter code, such as FR)',
  'onboarding.identity.file': 'Photo or scan of the document',
  'onboarding.identity.camera': 'Or take a photo with the camera',
  'onboarding.identity.fileHint': 'PDF, JPEG or PNG, up to 10 MB. On a phone you can take a photo.',
  'onboarding.identity.fileTooLarge': 'This file is larger than 10 MB. Choose a smaller one.',
  'onboarding.identity.fileType': 'Choose a PDF, JPEG or PNG file.',
  'onboarding.identity.submit': 'Send for verification',
  'onboarding.identity.otherWay': 'Choose another way',

  'onboarding.owners.intro': 'Add the person who runs the business and everyone who owns 25% or more of it.',
  'onboarding.owners.firstName': 'First name',
  'onboarding.owners.lastName': 'Last name',
  'onboarding.owners.birthDate': 'Date of birth',
  'onboarding.owners.nationality': 'Nationality (two-letter code, such as DE)',
  'onboarding.owners.share': 'Share of the business owned (%)',
  'onboarding.owners.runs': 'Runs the business',
  'onboarding.owners.owns': 'Owns 25% or more',
  'onboarding.owners.street': 'Street address',
  'onboarding.owners.postalCode': 'Postal code',
  'onboarding.owners.country': 'Country of residence (two-letter code)',
  'onboarding.owners.taxId': 'Tax identification number',
  'onboarding.owners.add': 'Add this person',
  'onboarding.owners.added': 'Added: {name}',
  'onboarding.owners.continue': 'Continue',

  'onboarding.review.title': 'We are checking your details',
  'onboarding.review.body': 'This usually takes a few minutes. You can leave and come back later.',
  'onboarding.complete': 'Your account is ready. You can now send money.',
  'onboarding.rejected': 'We could not verify your identity.',
  'onboarding.rejected.help': 'If you think this is a mistake, contact support.',
  'onboarding.more': 'We need something more from you.',
  'onboarding.reason.document': 'A document could not be read. Upload a clear picture of the whole document.',
  'onboarding.reason.missingDocument': 'A document is missing.',
  'onboarding.reason.details': 'Some of your details are missing or could not be confirmed.',
  'onboarding.reason.owners': 'Not all of the business’s owners are listed.',
  'onboarding.reason.applicant': 'The identity check was not passed.',

  'onboarding.status.title': 'Identity check',
  'onboarding.status.UNVERIFIED': 'Not started',
  'onboarding.status.PENDING': 'Being checked',
  'onboarding.status.APPROVED': 'Verified',
  'onboarding.status.REJECTED': 'Not passed',
  'onboarding.status.HOLD': 'More information needed',

  'onboarding.contact.send.email': 'E-mail me a code',
  'onboarding.contact.send.phone': 'Text me a code',
  'onboarding.contact.sent.email': 'We sent a code to your e-mail address.',
  'onboarding.contact.sent.phone': 'We sent a code to your phone.',
  'onboarding.contact.resend': 'Send a new code',
  'onboarding.contact.verified': 'Confirmed.',
  'onboarding.contact.notNeeded': 'Not needed here: there is nothing to confirm.',
} as const;

/** An id of the onboarding area's messages. */
export type OnboardingMessageId = keyof typeof source;
/** The onboarding area's messages in one language: every id, typed, so a missing one fails the type check. */
export type OnboardingMessages = Readonly<Record<OnboardingMessageId, string>>;

/** The onboarding area's messages in English: the source every other language translates. */
export const en: OnboardingMessages = source;
