import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { childProfile, serveDashboard, signInAsParent } from './testing/family-fixtures';

beforeEach(() => {
  signInAsParent();
  serveDashboard();
});

async function openAddForm() {
  renderRoute('/parent-dashboard');
  await userEvent.click(await screen.findByRole('button', { name: 'Add Child Profile' }));
  return screen.findByRole('dialog', { name: 'Add Child Profile' });
}

describe('Add Child Profile', () => {
  it('asks for the required fields, the complexity rules and a matching confirmation', async () => {
    const dialog = within(await openAddForm());
    await userEvent.click(dialog.getByRole('button', { name: 'Add Child' }));
    expect(await dialog.findAllByText('Please fill in all required fields')).toHaveLength(3);
    await userEvent.type(dialog.getByLabelText(/^Password/), 'weakpass');
    await userEvent.type(dialog.getByLabelText(/^Confirm Password/), 'weakpas');
    await userEvent.type(dialog.getByLabelText('Age'), '19');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Child' }));
    expect(await dialog.findByText('Password does not meet complexity requirements')).toBeInTheDocument();
    expect(dialog.getByText('Passwords do not match')).toBeInTheDocument();
    expect(dialog.getByText('Age must be between 1 and 18')).toBeInTheDocument();
  });

  it('sends name, age, username, email and password, then closes and reloads the dashboard', async () => {
    let body: unknown = null;
    server.use(
      http.post('*/api/children', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(childProfile({ id: 9, name: 'Ayaan', username: 'ayaan9' }), { status: 201 });
      }),
    );
    const dialog = within(await openAddForm());
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Ayaan');
    await userEvent.type(dialog.getByLabelText(/^Username/), 'ayaan9');
    await userEvent.type(dialog.getByLabelText('Age'), '11');
    await userEvent.type(dialog.getByLabelText(/^Password/), 'Ayaan-Pass1!');
    await userEvent.type(dialog.getByLabelText(/^Confirm Password/), 'Ayaan-Pass1!');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Child' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({
      name: 'Ayaan',
      username: 'ayaan9',
      age: 11,
      email: null,
      password: 'Ayaan-Pass1!',
      third_party_speech_allowed: false,
    });
  });

  it("shows the server's detail when the save is refused, else the generic message", async () => {
    let status = 409;
    server.use(
      http.post('*/api/children', () =>
        HttpResponse.json({ detail: 'This username is already taken. Please choose another one.' }, { status }),
      ),
    );
    const dialog = within(await openAddForm());
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Ayaan');
    await userEvent.type(dialog.getByLabelText(/^Username/), 'taken');
    await userEvent.type(dialog.getByLabelText(/^Password/), 'Ayaan-Pass1!');
    await userEvent.type(dialog.getByLabelText(/^Confirm Password/), 'Ayaan-Pass1!');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Child' }));
    expect(await dialog.findByText('This username is already taken. Please choose another one.')).toBeInTheDocument();
    status = 500;
    await userEvent.click(dialog.getByRole('button', { name: 'Add Child' }));
    expect(await dialog.findByText('Failed to save child profile. Please try again.')).toBeInTheDocument();
  });
});

describe('Edit', () => {
  it("starts from the child's profile and keeps the password when it is left blank", async () => {
    let body: unknown = null;
    server.use(
      http.get('*/api/children/7', () => HttpResponse.json(childProfile({ email: 'hodan@example.com' }))),
      http.put('*/api/children/7', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(childProfile({ name: 'Hodan Ali' }));
      }),
    );
    renderRoute('/parent-dashboard');
    const hodan = await screen.findByRole('article', { name: 'Hodan' });
    await userEvent.click(within(hodan).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Child Profile' }));
    const name = await dialog.findByLabelText(/^Name/);
    expect(name).toHaveValue('Hodan');
    expect(dialog.getByLabelText('Age')).toHaveValue(9);
    expect(dialog.getByLabelText('Email (optional)')).toHaveValue('hodan@example.com');
    await userEvent.type(name, ' Ali');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({
      name: 'Hodan Ali',
      username: 'hodan7',
      age: 9,
      email: 'hodan@example.com',
      third_party_speech_allowed: false,
    });
  });

  it("shows the online speech-checking setting, off by default, and saves the parent's choice", async () => {
    let body: { third_party_speech_allowed?: boolean } | null = null;
    server.use(
      http.get('*/api/children/7', () => HttpResponse.json(childProfile())),
      http.put('*/api/children/7', async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json(childProfile({ third_party_speech_allowed: true }));
      }),
    );
    renderRoute('/parent-dashboard');
    const hodan = await screen.findByRole('article', { name: 'Hodan' });
    await userEvent.click(within(hodan).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Child Profile' }));
    const toggle = await dialog.findByRole('switch', { name: /online speech service/ });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(body).toMatchObject({ third_party_speech_allowed: true }));
  });
});
