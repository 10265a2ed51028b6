/**
 * An answer the database already wrote as JSON text, in the contract's shape `T`: the endpoint router sends the text
 * as it is instead of parsing rows into objects only to serialise them again (outside production it still parses
 * and checks it against the response schema).
 */
export class JsonText<T> {
  declare readonly shape?: T;
  constructor(readonly text: string) {}
}
