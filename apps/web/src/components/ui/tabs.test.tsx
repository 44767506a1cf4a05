import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

/** Tabs of these lesson kinds, the first selected; each panel reads "<kind> lessons". */
function renderTabs(kinds: string[]) {
  return render(
    <Tabs defaultValue={kinds[0]!.toLowerCase()}>
      <TabsList aria-label="Lesson kinds">
        {kinds.map((kind) => (
          <TabsTrigger key={kind} value={kind.toLowerCase()}>
            {kind}
          </TabsTrigger>
        ))}
      </TabsList>
      {kinds.map((kind) => (
        <TabsContent key={kind} value={kind.toLowerCase()}>
          {kind} lessons
        </TabsContent>
      ))}
    </Tabs>,
  );
}

describe('Tabs', () => {
  it('switches panels with the arrow keys', async () => {
    const user = userEvent.setup();
    renderTabs(['Vocabulary', 'Grammar']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Vocabulary lessons');
    await user.click(screen.getByRole('tab', { name: 'Vocabulary' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Grammar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Grammar lessons');
  });

  it('keeps only the selected tab in the Tab order, ties each panel to its tab, and wraps around', async () => {
    const user = userEvent.setup();
    renderTabs(['Vocabulary', 'Grammar', 'Phrases']);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getByRole('tablist', { name: 'Lesson kinds' })).toBeInTheDocument();
    expect(tab('Vocabulary')).toHaveAttribute('tabindex', '0');
    expect(tab('Grammar')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Vocabulary' })).toHaveAttribute(
      'id',
      tab('Vocabulary').getAttribute('aria-controls'),
    );
    await user.tab();
    expect(tab('Vocabulary')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Phrases')).toHaveFocus();
    expect(tab('Phrases')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Vocabulary')).toHaveAttribute('data-state', 'active');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Phrases lessons');
  });
});
