"""Sign-in: captcha, SMS and e-mail codes, password sign-in, new-IP check, forced password
change, company switching, logout and the idle verification (DESIGN §3, §11)."""
