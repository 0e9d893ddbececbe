import { isAddress, isHex, size, type Hex } from 'viem';

/** What is wrong with typed data, and where: a path under `typedData` a person can find in their request. */
export interface TypedDataProblem {
  readonly field: string;
  readonly message: string;
}

interface TypedDataInput {
  readonly domain: Record<string, unknown>;
  readonly types: Record<string, readonly { name: string; type: string }[]>;
  readonly primaryType: string;
  readonly message: Record<string, unknown>;
}

/** EIP-712's domain fields, with the types the standard gives them. */
const domainTypes: Readonly<Record<string, string>> = { name: 'string', version: 'string', chainId: 'uint256', verifyingContract: 'address', salt: 'bytes32' };
const maxDepth = 32;
const typePattern = /^([A-Za-z_$][A-Za-z0-9_$]*)((?:\[\d*\])*)$/;

class Problem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const describe = (value: unknown): string => {
  if (typeof value === 'string') return value.length > 40 ? `"${value.slice(0, 40)}…"` : `"${value}"`;
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'a list' : 'an object';
};

/** A JSON integer, or a decimal or 0x-hex string of one, as a bigint; undefined when it is none. */
function integerOf(value: unknown): bigint | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined;
  if (typeof value !== 'string') return undefined;
  if (/^-?\d{1,80}$/.test(value)) return BigInt(value);
  if (/^-?0x[0-9a-fA-F]{1,64}$/.test(value)) return value.startsWith('-') ? -BigInt(value.slice(1)) : BigInt(value);
  return undefined;
}

/** Checks one value against an atomic EIP-712 type; the type name itself is known to be atomic. */
function checkAtomic(type: string, value: unknown, field: string): void {
  // Typed as a declaration, so that a call ends the path for the compiler's narrowing.
  const fail: (what: string) => never = (what) => {
    throw new Problem(field, `${field} must be ${what} (its type is ${type}); got ${describe(value)}.`);
  };
  const int = /^(u?)int(\d*)$/.exec(type);
  if (int) {
    const bits = BigInt(int[2] || '256');
    const n = integerOf(value);
    if (n === undefined) fail('an integer (a JSON number, or a decimal or 0x-hex string)');
    const [min, max] = int[1] ? [0n, 2n ** bits - 1n] : [-(2n ** (bits - 1n)), 2n ** (bits - 1n) - 1n];
    if (n < min || n > max) fail(`between ${min} and ${max}`);
    return;
  }
  if (type === 'address') {
    if (typeof value !== 'string' || !isAddress(value, { strict: false })) fail('a 20-byte 0x address');
    if (!isAddress(value, { strict: true })) fail('an address with a valid EIP-55 checksum (or all lower-case)');
    return;
  }
  if (type === 'bool') {
    if (typeof value !== 'boolean') fail('true or false');
    return;
  }
  if (type === 'string') {
    if (typeof value !== 'string') fail('a string');
    return;
  }
  if (type === 'bytes') {
    if (typeof value !== 'string' || !isHex(value, { strict: true }) || value.length % 2 !== 0) fail('0x-prefixed hex with an even number of digits');
    return;
  }
  const bytes = /^bytes(\d+)$/.exec(type)!;
  if (typeof value !== 'string' || !isHex(value, { strict: true }) || value.length % 2 !== 0 || size(value as Hex) !== Number(bytes[1])) {
    fail(`0x-prefixed hex of exactly ${bytes[1]} bytes`);
  }
}

const isAtomic = (type: string): boolean =>
  type === 'address' ||
  type === 'bool' ||
  type === 'string' ||
  type === 'bytes' ||
  /^bytes([1-9]|[12]\d|3[0-2])$/.test(type) ||
  /^u?int(8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?$/.test(type);

/** Checks a value against a (possibly array, possibly struct) type, recursively. */
function checkValue(types: TypedDataInput['types'], type: string, value: unknown, field: string, depth: number): void {
  if (depth > maxDepth) throw new Problem(field, `${field} nests deeper than ${maxDepth} levels.`);
  const parsed = typePattern.exec(type)!;
  const dims = parsed[2]!.match(/\[\d*\]/g) ?? [];
  if (dims.length > 0) {
    const last = dims.at(-1)!;
    const inner = `${parsed[1]}${dims.slice(0, -1).join('')}`;
    if (!Array.isArray(value)) throw new Problem(field, `${field} must be a list (its type is ${type}); got ${describe(value)}.`);
    const length = last.slice(1, -1);
    if (length !== '' && value.length !== Number(length))
      throw new Problem(field, `${field} must hold exactly ${length} items (its type is ${type}); it holds ${value.length}.`);
    for (const [i, item] of value.entries()) checkValue(types, inner, item, `${field}[${i}]`, depth + 1);
    return;
  }
  const base = parsed[1]!;
  if (isAtomic(base)) {
    checkAtomic(base, value, field);
    return;
  }
  const fields = types[base]!;
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Problem(field, `${field} must be an object (its type is ${base}); got ${describe(value)}.`);
  const record = value as Record<string, unknown>;
  for (const f of fields) {
    if (!Object.hasOwn(record, f.name)) throw new Problem(`${field}.${f.name}`, `${field}.${f.name} is missing (its type is ${f.type}).`);
    checkValue(types, f.type, record[f.name], `${field}.${f.name}`, depth + 1);
  }
  const extra = Object.keys(record).find((key) => !fields.some((f) => f.name === key));
  if (extra !== undefined)
    throw new Problem(`${field}.${extra}`, `${field}.${extra} is not a field of ${base}; remove it or add it to typedData.types.${base}.`);
}

/** Every type definition: field names unique, every field's type atomic or defined (an array of either). */
function checkTypes(types: TypedDataInput['types']): void {
  for (const [name, fields] of Object.entries(types)) {
    if (!typePattern.test(name) || name.includes('[')) throw new Problem(`typedData.types.${name}`, `typedData.types.${name} is not a valid type name.`);
    const seen = new Set<string>();
    fields.forEach((f, i) => {
      const field = `typedData.types.${name}[${i}]`;
      if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(f.name)) throw new Problem(`${field}.name`, `${field}.name "${f.name}" is not a valid field name.`);
      if (seen.has(f.name)) throw new Problem(`${field}.name`, `${field}.name "${f.name}" appears twice in ${name}.`);
      seen.add(f.name);
      const parsed = typePattern.exec(f.type);
      if (!parsed || (!isAtomic(parsed[1]!) && (!Object.hasOwn(types, parsed[1]!) || parsed[1] === 'EIP712Domain'))) {
        throw new Problem(
          `${field}.type`,
          `${field}.type "${f.type}" is neither an EIP-712 type (uint256, address, bytes32, string, …) nor one defined in typedData.types.`,
        );
      }
    });
  }
}

/** The domain holds only EIP-712's fields, each of its type, and agrees with `types.EIP712Domain` when that is given. */
function checkDomain(input: TypedDataInput): void {
  for (const [key, value] of Object.entries(input.domain)) {
    const type = domainTypes[key];
    if (!type)
      throw new Problem(`typedData.domain.${key}`, `typedData.domain.${key} is not an EIP-712 domain field (name, version, chainId, verifyingContract, salt).`);
    checkAtomic(type, value, `typedData.domain.${key}`);
  }
  const declared = input.types.EIP712Domain;
  if (!declared) return;
  declared.forEach((f, i) => {
    if (domainTypes[f.name] !== f.type) {
      throw new Problem(
        `typedData.types.EIP712Domain[${i}]`,
        `typedData.types.EIP712Domain[${i}] declares ${f.name}: ${f.type}; EIP-712 domain fields are name: string, version: string, chainId: uint256, verifyingContract: address, salt: bytes32.`,
      );
    }
    if (!Object.hasOwn(input.domain, f.name))
      throw new Problem(`typedData.domain.${f.name}`, `typedData.domain.${f.name} is missing: typedData.types.EIP712Domain declares it.`);
  });
  const undeclared = Object.keys(input.domain).find((key) => !declared.some((f) => f.name === key));
  if (undeclared) throw new Problem(`typedData.domain.${undeclared}`, `typedData.domain.${undeclared} is not declared in typedData.types.EIP712Domain.`);
}

/**
 * Checks EIP-712 typed data before anything is signed: the type definitions,
 * the domain against EIP-712's domain fields, and every value of the message
 * against its declared type, recursively — integers within their bits,
 * addresses valid (and checksummed when mixed-case), bytes as hex of the
 * right size, lists of the declared length, structs with exactly their
 * fields. Pure.
 * @returns the first problem, naming its field, or undefined.
 */
export function typedDataProblem(input: TypedDataInput): TypedDataProblem | undefined {
  try {
    checkTypes(input.types);
    checkDomain(input);
    if (input.primaryType === 'EIP712Domain') return undefined;
    checkValue(input.types, input.primaryType, input.message, 'typedData.message', 0);
    return undefined;
  } catch (error) {
    if (error instanceof Problem) return { field: error.field, message: error.message };
    throw error;
  }
}
