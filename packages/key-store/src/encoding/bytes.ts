/**
 * Whether `value` is a Uint8Array (a Node Buffer too) from any realm: jsdom's, an iframe's or a `vm` context's
 * arrays fail `instanceof Uint8Array` in the realm this code was loaded in, yet they are bytes. The tag comes from
 * the typed array's own prototype getter, and `ArrayBuffer.isView` rules out plain objects that fake it.
 * @example isBytes(vm.runInNewContext('new Uint8Array(2)')) // true
 */
export function isBytes(value: unknown): value is Uint8Array {
  return ArrayBuffer.isView(value) && (value as Uint8Array)[Symbol.toStringTag] === 'Uint8Array';
}
