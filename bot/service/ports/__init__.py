"""The game service's ports: the Table it shows through, the types its calls take and give,
its refusals."""
