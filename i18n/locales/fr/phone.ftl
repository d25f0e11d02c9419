## The phone page (terminals/src/page.html): the server sends it this area whole.
