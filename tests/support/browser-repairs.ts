import type { Page } from 'playwright-core';
import type { RepairCreated, RepairRequestView } from '../../src/api-contract.js';

/**
 * Uploads `photo` with `description` through the API from a signed-in page (its cookies, its origin), for
 * tests about what comes after the upload card, and answers the repair once the server has finished it.
 */
export async function completedRepairFromPage(
  page: Page,
  photo: Buffer,
  description: string,
): Promise<RepairRequestView> {
  const created = await page.evaluate(
    async ({ bytes, description }) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
      form.append('description', description);
      const response = await fetch('/api/repair-requests', { method: 'POST', body: form });
      if (response.status !== 201) throw new Error(`${response.status}: ${await response.text()}`);
      return (await response.json()) as RepairCreated;
    },
    { bytes: [...photo], description },
  );
  for (let attempt = 0; attempt < 60; attempt++) {
    const repair = await page.evaluate(
      async (id) => (await fetch(`/api/repair-requests/${id}`)).json() as Promise<RepairRequestView>,
      created.id,
    );
    if (repair.status === 'completed') return repair;
    await page.waitForTimeout(500);
  }
  throw new Error(`repair ${created.id} did not complete`);
}

/**
 * Sends a repair as a person does on the dashboard's upload card: the photo, the description, the terms agreed,
 * then Get Repair Instructions. What follows (the repair page, or the dialog asking to pay) is the test's to see.
 */
export async function submitOnUploadCard(page: Page, photo: Buffer, description: string): Promise<void> {
  const uploadCard = page.getByRole('region', { name: 'Start a repair', exact: true });
  await uploadCard.getByLabel('Choose a photo or video').setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await uploadCard.getByLabel('Describe the problem (required)').fill(description);
  await uploadCard.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await uploadCard.getByRole('button', { name: 'Get Repair Instructions' }).click();
}
