import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  it('switches panels with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="vocabulary">
        <TabsList aria-label="Lesson kinds">
          <TabsTrigger value="vocabulary">Vocabulary</TabsTrigger>
          <TabsTrigger value="grammar">Grammar</TabsTrigger>
        </TabsList>
        <TabsContent value="vocabulary">Vocabulary lessons</TabsContent>
        <TabsContent value="grammar">Grammar lessons</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Vocabulary lessons');
    await user.click(screen.getByRole('tab', { name: 'Vocabulary' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Grammar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Grammar lessons');
  });
});
