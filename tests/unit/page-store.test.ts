import { describe, expect, it } from 'vitest';
import type { PageData } from '../../src/content/page-data';
import { createPageStore } from '../../src/app/page-store';

const pageAt = (path: string) => ({ path, head: { title: `Title of ${path}` } }) as unknown as PageData;

describe('the page store', () => {
  it('serves a page it was given without loading it, settled so rendering it never suspends', async () => {
    const loads: string[] = [];
    const store = createPageStore(async (key) => (loads.push(key), pageAt(key)), [['/faq', pageAt('/faq')]]);
    const faq = store('/faq') as Promise<PageData> & { status?: string; value?: PageData };
    expect(faq.status).toBe('fulfilled');
    expect(faq.value?.head.title).toBe('Title of /faq');
    expect(loads).toEqual([]);
  });

  it('loads another page once, however often it is asked for', async () => {
    const loads: string[] = [];
    const store = createPageStore(async (key) => (loads.push(key), pageAt(key)));
    const [first, second] = await Promise.all([store('/contact'), store('/contact')]);
    expect(first).toBe(second);
    expect((await store('/contact')).path).toBe('/contact');
    expect(loads).toEqual(['/contact']);
  });

  it('keeps a failed load failed for the visit that asked (so the error shows), and loads again on the next visit', async () => {
    let attempts = 0;
    const store = createPageStore(async (key) => {
      attempts += 1;
      if (attempts === 1) throw new Error('503 Service Unavailable');
      return pageAt(key);
    });
    await expect(store('/about', 'visit-1')).rejects.toThrow('503 Service Unavailable');
    await expect(store('/about', 'visit-1')).rejects.toThrow('503 Service Unavailable');
    await expect(store('/about', 'visit-2')).resolves.toMatchObject({ path: '/about' });
    await expect(store('/about', 'visit-3')).resolves.toMatchObject({ path: '/about' });
    expect(attempts).toBe(2);
  });

  it('gives a page its value once it is in hand, so the app can tell it can draw it without waiting', async () => {
    const store = createPageStore(async (key) => pageAt(key));
    const loading = store('/contact');
    expect(loading.value).toBeUndefined();
    await loading;
    expect(store('/contact').value?.path).toBe('/contact');
  });
});
