"""The operator console's review queues: four-eyes policy, recommendations and each case's
trail, shared by registrations, product permits and changes of administrator."""
