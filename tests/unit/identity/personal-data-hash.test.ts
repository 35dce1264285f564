import { createHash, createHmac } from 'node:crypto';
import { expect } from 'chai';
import { personalDataHash, rekeyedDigest } from '../../../src/modules/identity/application/secrets.js';

const KEY = 'a-personal-data-hash-key-of-32-characters';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('the keyed hash of personal data (deleted accounts’ e-mails)', () => {
  it('is HMAC-SHA-256 under the key, never the plain SHA-256 a dictionary of addresses reverses', () => {
    const hash = personalDataHash(KEY, 'leaver@example.com');
    expect(hash).to.match(/^[0-9a-f]{64}$/);
    expect(hash).not.to.equal(sha256('leaver@example.com'));
    expect(hash).to.equal(createHmac('sha256', KEY).update(sha256('leaver@example.com')).digest('hex'));
  });

  it('gives the same value for the same address and key, so a returning address is recognised', () => {
    expect(personalDataHash(KEY, 'leaver@example.com')).to.equal(personalDataHash(KEY, 'leaver@example.com'));
    expect(personalDataHash(KEY, 'leaver@example.com')).not.to.equal(personalDataHash(KEY, 'other@example.com'));
  });

  it('differs under another key: without the key, no address can be tried against it', () => {
    expect(personalDataHash(KEY, 'leaver@example.com')).not.to.equal(
      personalDataHash(`${KEY}-rotated`, 'leaver@example.com'),
    );
  });

  it('re-keys a plain SHA-256 stored before keying into the hash of the same address, without the address', () => {
    expect(rekeyedDigest(KEY, sha256('leaver@example.com'))).to.equal(personalDataHash(KEY, 'leaver@example.com'));
  });
});
