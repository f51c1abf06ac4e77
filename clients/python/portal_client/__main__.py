from portal_client.cli import main

main()
