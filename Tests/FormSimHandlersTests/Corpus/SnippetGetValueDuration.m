// Follows the shape of Fykec/Xcode-codesnippets, keyboard_notification_will.m: an Xcode code
// snippet pasted as loose methods: the registration, then handlers that read the end frame,
// convert it into the view and copy the duration out with getValue:. The inset the snippet left
// to the user is filled in here, on a scroll view it never declares.
- (void)registerKeyboardNotifications
{
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(keyboardWillShown:)
                                                 name:UIKeyboardWillShowNotification
                                               object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(keyboardWillHide:)
                                                 name:UIKeyboardWillHideNotification
                                               object:nil];
}

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self registerKeyboardNotifications];
}

- (void)keyboardWillShown:(NSNotification *)notification
{
    NSDictionary *userInfo = notification.userInfo;
    CGRect inView = [self.view convertRect:[userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue] fromView:nil];
    NSTimeInterval seconds = 0;
    [userInfo[UIKeyboardAnimationDurationUserInfoKey] getValue:&seconds];
    [UIView animateWithDuration:seconds animations:^{
        self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, CGRectGetHeight(inView), 0);
    }];
}

- (void)keyboardWillHide:(NSNotification *)notification
{
    NSTimeInterval seconds = 0;
    [notification.userInfo[UIKeyboardAnimationDurationUserInfoKey] getValue:&seconds];
    [UIView animateWithDuration:seconds animations:^{
        self.scrollView.contentInset = UIEdgeInsetsZero;
    }];
}
