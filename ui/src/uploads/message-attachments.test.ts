import { describe, expect, it, vi } from 'vitest';
import { abandonMessageAttachments } from './message-attachments.ts';

describe('abandonMessageAttachments', () => {
  it('deletes every uploaded file and answers the spec’s notice', async () => {
    const deleteUpload = vi.fn(async () => undefined);
    const notice = await abandonMessageAttachments({ deleteUpload }, [{ id: 1 }, { id: 2 }]);
    expect(deleteUpload.mock.calls).toEqual([[1], [2]]);
    expect(notice).toEqual({
      title: 'Oops',
      message: 'Sorry, your message could not be sent. There was an error with your attachments.',
    });
  });

  it('still deletes the others when one delete fails', async () => {
    const deleteUpload = vi.fn(async (id: number) => {
      if (id === 1) throw new Error('gone');
    });
    await expect(
      abandonMessageAttachments({ deleteUpload }, [{ id: 1 }, { id: 2 }]),
    ).resolves.toMatchObject({ title: 'Oops' });
    expect(deleteUpload).toHaveBeenCalledWith(2);
  });
});
