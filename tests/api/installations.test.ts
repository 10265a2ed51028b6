import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installationSweepStep } from '../../api/installations/installation-sweep-step';
import { embeddedSlotIsFull } from '../../api/providers/field-service/embedded-field-service';
import { demoInstallationId } from '../../api/seed/demo-fieldwork';
import { isBusinessDay } from '../../schema/domain/business-hours';
import { startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

type Api = Awaited<ReturnType<typeof startApiServer>>;
type HistoryEntry = {
  action: string;
  statusFrom: string;
  statusTo: string;
  reason: string | null;
  detail: string | null;
  actor: string;
};
type Installation = {
  id: string;
  type: string;
  status: string;
  installationDate: string | null;
  slot: string | null;
  channelId: string;
  customerFiscalId: string;
  fixedNumber: string | null;
  fieldServiceJobId: string | null;
  address: { street: string; postalCode: string; province: string; city: string };
  history: HistoryEntry[];
};
type Page = { items: Installation[]; nextCursor: string | null };

/** Monday 2 March 2026, 11:00 in Madrid: what the api considers now. */
const NOW = new Date('2026-03-02T10:00:00.000Z');
const brandRow = (position: number) => demoInstallationId('2020001', position);
const dayOf = (date: string) => {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { year, month, day };
};

describe('installations over HTTP', () => {
  let api: Api;
  let admin: string;
  let agent: string;
  let nimbus: string;

  beforeAll(async () => {
    api = await startApiServer({ clock: () => NOW });
    admin = (await api.signIn('admin@demo.test')).accessToken;
    agent = (await api.signIn('agent@demo.test')).accessToken;
    nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A refused request: its status and code, and the database exactly as before. */
  async function expectRefused(method: string, path: string, body: unknown, status: number, code: string) {
    const before = await dumpDatabase(api.db);
    const res = await api.call(method, path, admin, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect((res.body as { error: { code: string } }).error.code).toBe(code);
    expect(await dumpDatabase(api.db)).toEqual(before);
  }

  async function detail(id: string): Promise<Installation> {
    const res = await api.call('GET', `/installation?id=${id}`, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Installation;
  }

  describe('list and detail', () => {
    it('pages through the brand subtree newest first with a cursor, without overlap', async () => {
      const first = await api.call('GET', '/installations', agent);
      expect(first.status).toBe(200);
      const page1 = first.body as Page;
      expect(page1.items).toHaveLength(25);
      expect(page1.nextCursor).not.toBeNull();
      const second = await api.call('GET', `/installations?cursor=${page1.nextCursor}`, agent);
      const page2 = second.body as Page;
      expect(page2.items).toHaveLength(5);
      expect(page2.nextCursor).toBeNull();
      const ids = [...page1.items, ...page2.items].map((i) => i.id);
      expect(new Set(ids).size).toBe(30);
      expect(ids.every((id) => id.includes('-a202-'))).toBe(true);
      const created = [...page1.items, ...page2.items].map(
        (i) => (i as unknown as { created: string }).created,
      );
      expect([...created].sort().reverse()).toEqual(created);
    });

    it('filters by status and type, and searches by document or fixed number', async () => {
      const scheduled = (await api.call('GET', '/installations?status=SCHEDULED', admin)).body as Page;
      expect(scheduled.items.length).toBeGreaterThan(0);
      expect(scheduled.items.every((i) => i.status === 'SCHEDULED' && i.installationDate !== null)).toBe(
        true,
      );
      const satellite = (await api.call('GET', '/installations?type=SATELLITE', admin)).body as Page;
      expect(satellite.items.map((i) => i.id).sort()).toEqual([20, 21, 22, 23, 24].map(brandRow).sort());
      expect(satellite.items.map((i) => i.status)).toContain('SENDING_EQUIPMENT');
      const target = await detail(brandRow(5));
      const byDocument = (await api.call('GET', `/installations?search=${target.customerFiscalId}`, admin))
        .body as Page;
      expect(byDocument.items.map((i) => i.id)).toContain(target.id);
      expect(byDocument.items.every((i) => i.customerFiscalId === target.customerFiscalId)).toBe(true);
      const tied = (await api.call('GET', '/installations?type=FIBRE&limit=100', admin)).body as Page;
      const withNumber = tied.items.find((i) => i.fixedNumber !== null);
      expect(withNumber, 'some demo installations belong to fibre lines').toBeDefined();
      const byNumber = (await api.call('GET', `/installations?search=${withNumber?.fixedNumber}`, admin))
        .body as Page;
      expect(byNumber.items.map((i) => i.id)).toEqual([withNumber?.id]);
      expect((await api.call('GET', '/installations?status=NOPE', admin)).status).toBe(400);
    });

    it('sorts by installation date, soonest first and undated last, across pages', async () => {
      const page1 = (await api.call('GET', '/installations?sort=installationDate', admin)).body as Page;
      const page2 = (
        await api.call('GET', `/installations?sort=installationDate&cursor=${page1.nextCursor}`, admin)
      ).body as Page;
      const dates = [...page1.items, ...page2.items].map((i) => i.installationDate ?? '9999-12-31');
      expect(dates).toHaveLength(30);
      expect([...dates].sort()).toEqual(dates);
      expect(dates.at(-1)).toBe('9999-12-31');
      const wrongSort = await api.call('GET', `/installations?cursor=${page1.nextCursor}`, admin);
      expect(wrongSort.status).toBe(400);
    });

    it('shows one installation with its history, and 404 outside the scope', async () => {
      const row = await detail(brandRow(3));
      expect(row).toMatchObject({ id: brandRow(3), status: 'SCHEDULED', history: [] });
      expect(row.address.postalCode.slice(0, 2)).toBe(row.address.province);
      expect((await api.call('GET', `/installation?id=${brandRow(3)}`, nimbus)).status).toBe(404);
      expect(
        (await api.call('GET', `/installation?id=${demoInstallationId('3000003', 0)}`, admin)).status,
      ).toBe(404);
      expect((await api.call('GET', '/installation?id=not-a-uuid', admin)).status).toBe(404);
    });
  });

  describe('slots and schedule', () => {
    it('offers free slots on working days after today, from the field-service provider', async () => {
      const res = await api.call('GET', `/installations/${brandRow(2)}/slots`, agent);
      expect(res.status).toBe(200);
      const { items } = res.body as {
        items: { date: string; slot: 'MORNING' | 'AFTERNOON'; from: string }[];
      };
      const postalCode = (await detail(brandRow(2))).address.postalCode;
      expect(items.length).toBeGreaterThan(10);
      for (const slot of items) {
        expect(slot.date > '2026-03-02').toBe(true);
        expect(isBusinessDay(dayOf(slot.date))).toBe(true);
        expect(embeddedSlotIsFull(postalCode, slot.date, slot.slot)).toBe(false);
      }
      expect(items.map((s) => s.date)).not.toContain('2026-03-07');
    });

    it('schedules a CREATED installation in a free slot, with a history row', async () => {
      const id = brandRow(2);
      const { items } = (await api.call('GET', `/installations/${id}/slots`, agent)).body as {
        items: { date: string; slot: string }[];
      };
      const chosen = items[0];
      const res = await api.call('POST', `/installations/${id}/schedule`, agent, chosen);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const row = res.body as Installation;
      expect(row).toMatchObject({ status: 'SCHEDULED', installationDate: chosen?.date, slot: chosen?.slot });
      expect(row.fieldServiceJobId).toMatch(/^FS-/);
      expect(row.history).toEqual([
        expect.objectContaining({
          action: 'SCHEDULE',
          statusFrom: 'CREATED',
          statusTo: 'SCHEDULED',
          detail: `${chosen?.date} ${chosen?.slot}`,
          actor: 'agent@demo.test',
        }),
      ]);
    });

    it('refuses to schedule in a status that does not allow it (409), changing nothing', async () => {
      await expectRefused(
        'POST',
        `/installations/${brandRow(0)}/schedule`,
        { date: '2026-03-04', slot: 'MORNING' },
        409,
        'INSTALLATION_NOT_SCHEDULABLE',
      );
      await expectRefused(
        'POST',
        `/installations/${brandRow(7)}/schedule`,
        { date: '2026-03-04', slot: 'MORNING' },
        409,
        'INSTALLATION_NOT_SCHEDULABLE',
      );
    });

    it('refuses today, weekends and holidays (422) and a full or far slot (409), changing nothing', async () => {
      const path = `/installations/${brandRow(5)}/schedule`;
      for (const date of ['2026-03-02', '2026-03-01', '2026-03-07', '2026-04-03']) {
        await expectRefused(
          'POST',
          path,
          { date, slot: 'MORNING' },
          422,
          'INSTALLATION_DATE_NOT_WORKING_DAY',
        );
      }
      const postalCode = (await detail(brandRow(5))).address.postalCode;
      const workingDays = Array.from({ length: 25 }, (_, i) => {
        const date = new Date(Date.UTC(2026, 2, 3 + i));
        return date.toISOString().slice(0, 10);
      }).filter((date) => isBusinessDay(dayOf(date)));
      const full = workingDays
        .flatMap((date) => (['MORNING', 'AFTERNOON'] as const).map((slot) => ({ date, slot })))
        .find(({ date, slot }) => embeddedSlotIsFull(postalCode, date, slot));
      expect(full, 'the simulator fills about one slot in four').toBeDefined();
      await expectRefused('POST', path, full, 409, 'INSTALLATION_SLOT_UNAVAILABLE');
      await expectRefused(
        'POST',
        path,
        { date: '2026-06-01', slot: 'MORNING' },
        409,
        'INSTALLATION_SLOT_UNAVAILABLE',
      );
    });

    it('answers 400 with the field for a malformed date or slot', async () => {
      const path = `/installations/${brandRow(5)}/schedule`;
      const bad = await api.call('POST', path, admin, { date: '02/03/2026', slot: 'MORNING' });
      expect(bad.status).toBe(400);
      expect((bad.body as { error: { field: string } }).error.field).toBe('date');
      const badSlot = await api.call('POST', path, admin, { date: '2026-03-04', slot: 'NIGHT' });
      expect((badSlot.body as { error: { field: string } }).error.field).toBe('slot');
    });
  });

  describe('update', () => {
    it('moves a booked visit to another free slot and records it', async () => {
      const id = brandRow(2);
      const current = await detail(id);
      const { items } = (await api.call('GET', `/installations/${id}/slots`, admin)).body as {
        items: { date: string; slot: string }[];
      };
      const other = items.find((s) => s.date !== current.installationDate);
      const res = await api.call('PUT', `/installations/${id}`, admin, {
        date: other?.date,
        slot: other?.slot,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const row = res.body as Installation;
      expect(row).toMatchObject({ status: 'SCHEDULED', installationDate: other?.date, slot: other?.slot });
      expect(row.history.at(-1)).toMatchObject({
        action: 'UPDATE',
        statusFrom: 'SCHEDULED',
        statusTo: 'SCHEDULED',
        detail: `date ${other?.date} ${other?.slot}`,
      });
    });

    it('changes the address of a booked visit, validating the postal code against the province', async () => {
      const id = brandRow(2);
      const mismatch = await api.call('PUT', `/installations/${id}`, admin, {
        address: { street: 'Calle Mayor', number: '1', postalCode: '08001', province: '28', city: 'Madrid' },
      });
      expect(mismatch.status).toBe(400);
      expect((mismatch.body as { error: { field: string } }).error.field).toBe('address.postalCode');
      const before = await detail(id);
      // A street the simulated technicians cannot get into: the sweep will see this visit fail.
      const address = {
        street: 'Calle Sin Acceso',
        number: '7',
        floor: '2º A',
        postalCode: before.address.postalCode,
        province: before.address.province,
        city: 'Ciudad',
      };
      const res = await api.call('PUT', `/installations/${id}`, admin, { address });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const row = res.body as Installation;
      expect(row.address).toMatchObject({ street: 'Calle Sin Acceso', city: 'Ciudad' });
      expect(row.installationDate).toBe(before.installationDate);
      expect(row.history.at(-1)?.detail).toContain('address Calle Sin Acceso 7 2º A');
    });

    it('changes only the address while the visit waits for a date (PENDING_SCHEDULE)', async () => {
      const id = brandRow(5);
      await expectRefused(
        'PUT',
        `/installations/${id}`,
        { date: '2026-03-04', slot: 'MORNING' },
        409,
        'INSTALLATION_NOT_UPDATABLE',
      );
      const current = await detail(id);
      const res = await api.call('PUT', `/installations/${id}`, admin, {
        address: { ...current.address, street: 'Avenida Nueva', number: '3', floor: null },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body as Installation).status).toBe('PENDING_SCHEDULE');
    });

    it('refuses to update a closed installation (409), changing nothing', async () => {
      await expectRefused(
        'PUT',
        `/installations/${brandRow(1)}`,
        {
          address: {
            street: 'Calle Mayor',
            number: '1',
            postalCode: '28013',
            province: '28',
            city: 'Madrid',
          },
        },
        409,
        'INSTALLATION_NOT_UPDATABLE',
      );
    });
  });

  describe('cancel and relaunch', () => {
    it('cancels a standard installation into PENDING_CANCELATION with the reason', async () => {
      const res = await api.call('POST', `/installations/${brandRow(3)}/cancel`, agent, { reason: 'FRAUD' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const row = res.body as Installation;
      expect(row.status).toBe('PENDING_CANCELATION');
      expect(row.history).toEqual([
        expect.objectContaining({
          action: 'CANCEL',
          statusFrom: 'SCHEDULED',
          statusTo: 'PENDING_CANCELATION',
          reason: 'FRAUD',
        }),
      ]);
      await expectRefused(
        'POST',
        `/installations/${brandRow(3)}/cancel`,
        { reason: 'FRAUD' },
        409,
        'INSTALLATION_NOT_CANCELLABLE',
      );
      await expectRefused(
        'POST',
        `/installations/${brandRow(1)}/cancel`,
        { reason: 'UNPAID' },
        409,
        'INSTALLATION_NOT_CANCELLABLE',
      );
    });

    it('cancels a satellite installation at once (its list has no PENDING_CANCELATION)', async () => {
      const res = await api.call('POST', `/installations/${brandRow(21)}/cancel`, admin, {
        reason: 'CUSTOMER_REQUEST',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ type: 'SATELLITE', status: 'CANCELED' });
    });

    it('relaunches a FAILED installation into PENDING_RELAUNCH, a satellite ERRORED one into PENDING_SCHEDULE', async () => {
      const failed = await api.call('POST', `/installations/${brandRow(4)}/relaunch`, admin, {});
      expect(failed.status, JSON.stringify(failed.body)).toBe(200);
      expect((failed.body as Installation).history.at(-1)).toMatchObject({
        action: 'RELAUNCH',
        statusFrom: 'FAILED',
        statusTo: 'PENDING_RELAUNCH',
      });
      const satellite = await api.call('POST', `/installations/${brandRow(23)}/relaunch`, admin, {});
      expect(satellite.status, JSON.stringify(satellite.body)).toBe(200);
      expect(satellite.body).toMatchObject({ status: 'PENDING_SCHEDULE', installationDate: null });
    });

    it('refuses to relaunch a canceled or completed installation (409), changing nothing', async () => {
      await expectRefused(
        'POST',
        `/installations/${brandRow(0)}/relaunch`,
        {},
        409,
        'INSTALLATION_NOT_RELAUNCHABLE',
      );
      await expectRefused(
        'POST',
        `/installations/${brandRow(1)}/relaunch`,
        {},
        409,
        'INSTALLATION_NOT_RELAUNCHABLE',
      );
    });

    it('answers 404 for an installation of another brand, changing nothing', async () => {
      const before = await dumpDatabase(api.db);
      const res = await api.call('POST', `/installations/${brandRow(6)}/cancel`, nimbus, { reason: 'FRAUD' });
      expect(res.status).toBe(404);
      expect(await dumpDatabase(api.db)).toEqual(before);
    });
  });

  describe('sweep step', () => {
    it('records what the field-service provider reports once it is due, once', async () => {
      const scheduled = await detail(brandRow(2));
      const early = new Date(`${scheduled.installationDate}T08:00:00.000Z`);
      // Before the visit's window: cancelations, relaunches and kits move, the visit waits.
      const first = await installationSweepStep.run(api.db, early);
      expect((await detail(brandRow(2))).status).toBe('SCHEDULED');

      const later = new Date('2030-02-01T12:00:00.000Z');
      const advanced = first + (await installationSweepStep.run(api.db, later));
      expect(advanced).toBeGreaterThan(5);
      const last = async (position: number) => (await detail(brandRow(position))).history.at(-1);
      // The visit at "Calle Sin Acceso" failed; the demo visits of January 2030 were done.
      expect(await last(2)).toMatchObject({ action: 'PROVIDER', statusTo: 'FAILED', actor: 'field-service' });
      expect((await detail(brandRow(13))).status).toBe('COMPLETED');
      expect(await last(3)).toMatchObject({ statusFrom: 'PENDING_CANCELATION', statusTo: 'CANCELED' });
      expect(await last(4)).toMatchObject({ statusFrom: 'PENDING_RELAUNCH', statusTo: 'RELAUNCHED' });
      expect((await detail(brandRow(4))).fieldServiceJobId).toMatch(/^FS-/);
      expect(await last(20)).toMatchObject({ statusFrom: 'SENDING_EQUIPMENT', statusTo: 'PENDING_SCHEDULE' });
      expect(await last(22)).toMatchObject({ statusFrom: 'SCHEDULED', statusTo: 'COMPLETED' });
      // Nothing is due any more at that instant: a second run advances nothing.
      expect(await installationSweepStep.run(api.db, later)).toBe(0);
      expect((await detail(brandRow(5))).status).toBe('PENDING_SCHEDULE');
    });
  });

  describe('coverage check', () => {
    const address = {
      postalCode: '28014',
      province: '28',
      city: 'Madrid',
      street: 'Calle de Alcalá',
      number: '12',
    };

    it('answers the technologies at an address, fastest first, the same every time', async () => {
      const res = await api.call('POST', '/coverage/check', agent, address);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = res.body as {
        covered: boolean;
        technologies: { technology: string; maxDownloadMbps: number }[];
      };
      expect(body.covered).toBe(true);
      expect(body.technologies.map((t) => t.technology)).toEqual(expect.arrayContaining(['4G', 'SATELLITE']));
      const speeds = body.technologies.map((t) => t.maxDownloadMbps);
      expect([...speeds].sort((a, b) => b - a)).toEqual(speeds);
      const again = await api.call('POST', '/coverage/check', agent, {
        ...address,
        street: '  CALLE DE ALCALA ',
      });
      expect(again.body).toEqual(res.body);
    });

    it('differs between addresses and has no coverage at all at a "Sin Cobertura" street', async () => {
      const answers = new Set<string>();
      for (let number = 1; number <= 12; number += 1) {
        const res = await api.call('POST', '/coverage/check', agent, { ...address, number: String(number) });
        answers.add(JSON.stringify(res.body));
      }
      expect(answers.size).toBeGreaterThan(1);
      const none = await api.call('POST', '/coverage/check', agent, {
        ...address,
        street: 'Calle Sin Cobertura',
      });
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ covered: false, technologies: [] });
    });

    it('refuses a postal code outside the province (400 on postalCode)', async () => {
      const res = await api.call('POST', '/coverage/check', agent, { ...address, postalCode: '08001' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: {
          code: 'INVALID_REQUEST',
          field: 'postalCode',
          message: 'domain.validation.postalCodeNotInProvince',
        },
      });
    });
  });
});
