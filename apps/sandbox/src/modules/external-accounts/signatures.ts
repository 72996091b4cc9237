import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes } from '@wallet-kit/key-store/encoding';
import { base58Decode } from './base58.js';

const EVM_TYPES = ['ETHEREUM_WALLET', 'BASE_WALLET', 'POLYGON_WALLET', 'PLASMA_WALLET'];

/** Networks whose wallet signatures the sandbox checks for real; others prove ownership by LIVENESS. */
export const signatureNetworks = (accountType: string): boolean => accountType === 'SOLANA_WALLET' || EVM_TYPES.includes(accountType);

/** EIP-191 version 0x45: keccak256("\x19Ethereum Signed Message:\n" + byte length + message). */
export function personalMessageHash(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message);
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${bytes.length}`);
  return keccak_256(new Uint8Array([...prefix, ...bytes]));
}

/** The address an uncompressed secp256k1 public key controls: the last 20 bytes of keccak256 of its x and y. */
export const evmAddressOf = (uncompressed: Uint8Array): string => `0x${bytesToHex(keccak_256(uncompressed.subarray(1)).subarray(12))}`;

function evmSignedBy(address: string, message: string, signature: string): boolean {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return false;
  const bytes = hexToBytes(signature.slice(2));
  const v = bytes[64]!;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return false;
  try {
    const recovered = secp256k1.Signature.fromBytes(new Uint8Array([recovery, ...bytes.subarray(0, 64)]), 'recovered').recoverPublicKey(personalMessageHash(message));
    return evmAddressOf(recovered.toBytes(false)) === address.toLowerCase();
  } catch {
    // A signature whose point does not recover proves nothing.
    return false;
  }
}

function solanaSignedBy(address: string, message: string, signature: string): boolean {
  const publicKey = base58Decode(address);
  const sig = base58Decode(signature);
  if (publicKey?.length !== 32 || sig?.length !== 64) return false;
  try {
    return ed25519.verify(sig, new TextEncoder().encode(message), publicKey);
  } catch {
    // A malformed key or signature proves nothing.
    return false;
  }
}

/**
 * Whether `signature` is the wallet at `address` signing `message` exactly (reference OpenAPI:
 * OwnershipVerifyRequest): EIP-191 hex for EVM chains, base58 Ed25519 for Solana.
 */
export function walletSignedMessage(accountType: string, address: string, message: string, signature: string): boolean {
  if (accountType === 'SOLANA_WALLET') return solanaSignedBy(address, message, signature);
  if (EVM_TYPES.includes(accountType)) return evmSignedBy(address, message, signature);
  return false;
}
