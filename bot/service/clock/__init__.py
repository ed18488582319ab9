"""Time: a phase's deadline, the timers armed from it, the reminder, and deadlines that fall
due together."""
