import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

async function renderLanding() {
  const view = renderRoute('/');
  await screen.findByRole('heading', { level: 1, name: 'Send items worldwide via trusted travelers' });
  return view;
}

describe('landing page', () => {
  it('has a labelled header navigation with the product’s links', async () => {
    await renderLanding();
    const banner = screen.getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '#how-it-works');
    expect(within(nav).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '#faqs');
    expect(within(banner).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
  });

  it('opens a mobile menu with the same links', async () => {
    const user = userEvent.setup();
    await renderLanding();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobileNav).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '#faqs');
    expect(within(mobileNav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
  });

  it('shows the hero with its two calls to action', async () => {
    await renderLanding();
    expect(screen.getByText('A simple, secure way to get items delivered fast.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start sending' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Become a traveler' })).toHaveAttribute('href', '/signup-t');
  });

  it('explains the three steps and what Tote offers', async () => {
    await renderLanding();
    const howItWorks = screen.getByRole('region', { name: 'How It Works' });
    expect(howItWorks).toHaveAttribute('id', 'how-it-works');
    const steps = within(howItWorks).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('Post your delivery request');
    expect(steps[1]).toHaveTextContent('Get matched with a verified traveler');
    expect(steps[2]).toHaveTextContent("Track until it's delivered");

    const offer = screen.getByRole('region', { name: 'What We Offer' });
    for (const name of ['Secure deliveries', 'Clear transport pricing', 'Global coverage']) {
      expect(within(offer).getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(offer).toHaveTextContent(/verified/i);
    expect(offer).toHaveTextContent(/no hidden fees/i);
  });

  it('answers five questions that expand on click', async () => {
    const user = userEvent.setup();
    await renderLanding();
    const faqs = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faqs).toHaveAttribute('id', 'faqs');
    const questions = within(faqs).getAllByRole('button');
    expect(questions).toHaveLength(5);
    const first = questions[0] as HTMLElement;
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(within(faqs).getByText(/our team matches it with a traveler/i)).toBeVisible();
  });

  it('ends with the banner and a footer of real links', async () => {
    await renderLanding();
    const banner = screen.getByRole('region', { name: 'Ready to Send Your Items or Earn while Traveling?' });
    expect(within(banner).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/sign-up');

    const footer = screen.getByRole('contentinfo');
    const expected = {
      About: '/about',
      'Resources & Policies': '/resources',
      Careers: '/careers',
      'Content Integrity': '/content-integrity',
      'Terms of Use': '/terms',
      'Privacy & Cookies': '/privacy',
      'Write a Review': '/write-a-review',
      'Join Our Community': '/community',
      Help: '/help',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(footer).getByRole('navigation', { name: 'Explore' })).toBeInTheDocument();

    for (const name of ['X (Twitter)', 'Facebook', 'Instagram', 'LinkedIn']) {
      const link = within(footer).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Tote. All rights reserved.`);
  });

  it('has main landmark content and a page title', async () => {
    await renderLanding();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(document.title).toBe('Send items worldwide via trusted travelers · Tote');
  });
});
