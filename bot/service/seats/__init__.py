"""Who sits where: finding a caller's game and seat, seat names, substitutes."""
