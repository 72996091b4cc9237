/** The first bytes of each type the service accepts, then filler: enough for the sandbox to recognise them. */
export const FILES = {
  png: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(200).fill(7)]),
  jpeg: () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(200).fill(9)]),
  pdf: () => new TextEncoder().encode('%PDF-1.7\n% sandbox test document\n%%EOF\n'),
};

/** A document upload as a browser's form would send it: metadata fields and the file. */
export function documentForm(fields: Record<string, string>, file: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string } | undefined): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('file', new File([file.bytes], file.name, { type: file.type }));
  return form;
}
