"""The outbox: what a phase must show, planned in its transaction, then claimed and delivered
through the Table."""
