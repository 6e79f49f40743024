import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { safeStorage } from './storage.ts';

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('safeStorage', () => {
  afterEach(() => {
    sinon.restore();
    localStorage.removeItem('ib-test');
    sessionStorage.removeItem('ib-test');
  });

  it('reads, writes and removes through localStorage when it works', () => {
    const storage = safeStorage();
    expect(storage.available).to.equal(true);
    expect(storage.set('ib-test', '1,2')).to.equal(true);
    expect(localStorage.getItem('ib-test')).to.equal('1,2');
    expect(storage.get('ib-test')).to.equal('1,2');
    storage.remove('ib-test');
    expect(storage.get('ib-test')).to.equal(null);
  });

  it('uses sessionStorage for kind "session"', () => {
    safeStorage('session').set('ib-test', 'yes');
    expect([sessionStorage.getItem('ib-test'), localStorage.getItem('ib-test')]).to.deep.equal([
      'yes',
      null,
    ]);
  });

  it('leaves no probe key behind', () => {
    const before = localStorage.length;
    safeStorage();
    expect(localStorage.length).to.equal(before);
  });

  it('is unavailable when the probe write hits the quota, and get/set do not throw', () => {
    localStorage.setItem('ib-test', 'kept');
    sinon.stub(Storage.prototype, 'setItem').throws(quotaError());
    const storage = safeStorage();
    expect(storage.available).to.equal(false);
    expect(storage.get('ib-test')).to.equal(null);
    expect(storage.set('ib-test', 'x')).to.equal(false);
    expect(() => storage.remove('ib-test')).not.to.throw();
  });

  it('is unavailable when reading the storage property throws a SecurityError', () => {
    sinon.stub(window, 'localStorage').get(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    expect(safeStorage().available).to.equal(false);
  });

  it('set() returns false when a later write runs out of quota', () => {
    const storage = safeStorage();
    sinon.stub(Storage.prototype, 'setItem').throws(quotaError());
    expect(storage.set('ib-test', 'x'.repeat(10))).to.equal(false);
  });

  it('get() returns null when a read throws', () => {
    const storage = safeStorage();
    sinon.stub(Storage.prototype, 'getItem').throws(new DOMException('denied', 'SecurityError'));
    expect(storage.get('ib-test')).to.equal(null);
  });
});
