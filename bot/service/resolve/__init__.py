"""Resolving a phase exactly once and storing what it produced (the announcements, the review,
a forum game's posts)."""
